// The brands of the workspace for the Storybook toolbar and the app stories: every
// apps/<brand>/src/brand.ts, found at build time (a brand made by `pnpm new-brand` appears by
// itself). Eager, so the toolbar and the first story have them at once, in `storybook dev`,
// `storybook build` and the Vitest story runs alike.
import type { BrandConfig } from '../packages/app/src/brand';

const modules = import.meta.glob<BrandConfig>('../apps/*/src/brand.ts', {
  eager: true,
  import: 'brand',
});

/** The brands, by name. */
export const STORY_BRANDS: readonly BrandConfig[] = Object.values(modules).sort((a, b) =>
  a.name.localeCompare(b.name),
);

export function findStoryBrand(id: string): BrandConfig | undefined {
  return STORY_BRANDS.find((brand) => brand.id === id);
}
