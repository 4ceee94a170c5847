// The themes of the Storybook toolbar: the design system's default and every brand's, keyed by
// brand id and named by brand name (brands.ts finds the brands).
import { brandTheme } from '../packages/app/src/brand';
import { defaultTheme, type Theme } from '../packages/ui/src/theme';
import { STORY_BRANDS } from './brands';

export const DEFAULT_THEME_KEY = 'default';

export interface StoryTheme {
  readonly key: string;
  readonly title: string;
  readonly theme: Theme;
}

export const STORY_THEMES: readonly StoryTheme[] = [
  { key: DEFAULT_THEME_KEY, title: 'Default', theme: defaultTheme },
  ...STORY_BRANDS.map((brand) => ({ key: brand.id, title: brand.name, theme: brandTheme(brand) })),
];

export function storyTheme(key: string): Theme {
  return STORY_THEMES.find((entry) => entry.key === key)?.theme ?? defaultTheme;
}
