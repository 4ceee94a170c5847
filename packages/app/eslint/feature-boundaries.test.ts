import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaryViolation, featureBoundaries } from './feature-boundaries.js';

const file = (rel: string) => `/repo/packages/app/src/${rel}`;

describe('boundaryViolation', () => {
  it('lets a feature use its own modules and other features through their index', () => {
    expect(
      boundaryViolation(file('features/home/home-page.tsx'), './pick-banners', false),
    ).toBeUndefined();
    expect(
      boundaryViolation(file('features/home/home-page.tsx'), '../notices', false),
    ).toBeUndefined();
    expect(
      boundaryViolation(file('features/home/home-page.tsx'), '../notices/index', false),
    ).toBeUndefined();
    expect(
      boundaryViolation(file('shell/app-header.tsx'), '../features/auth', false),
    ).toBeUndefined();
    expect(
      boundaryViolation(file('features/home/routes/home-route.tsx'), '../home-page', false),
    ).toBeUndefined();
  });

  it('refuses another feature internals, from features and from outside', () => {
    expect(
      boundaryViolation(
        file('features/home/home-page.tsx'),
        '../notices/announcements-query',
        false,
      ),
    ).toMatch(/internal to the notices feature/);
    expect(
      boundaryViolation(file('shell/app-header.tsx'), '../features/auth/use-auth', false),
    ).toMatch(/internal to the auth feature/);
  });

  it('lets route modules in only through import()', () => {
    expect(
      boundaryViolation(file('routes/route-table.tsx'), '../features/home/routes/home-route', true),
    ).toBeUndefined();
    expect(
      boundaryViolation(
        file('routes/route-table.tsx'),
        '../features/home/routes/home-route',
        false,
      ),
    ).toMatch(/loaded lazily/);
  });

  it('ignores packages', () => {
    expect(
      boundaryViolation(file('features/home/home-page.tsx'), '@bet/ui/carousel', false),
    ).toBeUndefined();
  });
});

describe('feature-boundaries rule', () => {
  it('reports static and dynamic imports', () => {
    const tester = new RuleTester({
      languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
    });
    tester.run('feature-boundaries', featureBoundaries, {
      valid: [
        { filename: file('shell/a.tsx'), code: "import { x } from '../features/auth';" },
        {
          filename: file('shell/a.tsx'),
          code: "const m = () => import('../features/auth/routes/login-route');",
        },
      ],
      invalid: [
        {
          filename: file('shell/a.tsx'),
          code: "import { x } from '../features/auth/use-auth';",
          errors: [
            { message: '"auth/use-auth" is internal to the auth feature: import from its index' },
          ],
        },
        {
          filename: file('features/home/a.tsx'),
          code: "export { y } from '../chat/chat-panel';",
          errors: 1,
        },
        {
          filename: file('features/home/a.tsx'),
          code: "const m = () => import('../chat/chat-frame');",
          errors: 1,
        },
      ],
    });
  });
});
