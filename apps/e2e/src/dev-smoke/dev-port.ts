// A brand's dev port, as its vite.config.ts gives it to the shared preset.

/** The dev port a brand's vite.config.ts gives the preset: brandViteConfig({ port: 5101 }). */
export function devPortOf(viteConfig: string): number | undefined {
  const port = /brandViteConfig\(\s*\{[^}]*\bport:\s*(\d+)/.exec(viteConfig)?.[1];
  return port === undefined ? undefined : Number(port);
}
