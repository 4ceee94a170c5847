// A brand's production build (apps/<brand>/dist) served by `vite preview` on its own port, as the
// measuring scripts (budget, Lighthouse, INP) open it; the brand's vite config proxies the API to
// BET_API_TARGET.
import path from 'node:path';
import { preview, type PreviewServer } from 'vite';
import type { BrandApp } from './brands.ts';

export function servePreview(brand: BrandApp, port: number): Promise<PreviewServer> {
  return preview({
    root: brand.dir,
    configFile: path.join(brand.dir, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { port, strictPort: true },
  });
}
