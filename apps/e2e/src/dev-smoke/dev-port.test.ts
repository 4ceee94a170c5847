import { describe, expect, it } from 'vitest';
import { devPortOf } from './dev-port.ts';

describe('dev smoke', () => {
  it("reads a brand's dev port from its vite.config.ts", () => {
    expect(devPortOf('export default brandViteConfig({ port: 5101 });')).toBe(5101);
    expect(devPortOf('export default brandViteConfig({\n  port: 5200,\n  apiTarget: "x" });')).toBe(
      5200,
    );
    expect(devPortOf('export default defineConfig({});')).toBeUndefined();
  });
});
