// Global decorators, toolbars and test parameters for every story (issue 6: toolbars switch the
// brand theme and the language; no serious or critical accessibility violation in any story).
// The theme toolbar lists the brands of apps/*/src/brand.ts (themes.ts); app stories also take
// the brand's name, logo, flags and footer from it (packages/app/test/storybook).
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { isLanguageCode, LANGUAGE_CODES, languageInfo } from '../packages/domain/src/languages';
import { recordTranslate, TextProvider } from '../packages/ui/src/text';
import { GlobalStyle } from '../packages/ui/src/theme';
import { DEFAULT_THEME_KEY, STORY_THEMES, storyTheme } from './themes';
import { uiStringsFor } from './ui-strings-for';

interface StoryProvidersProps {
  readonly themeKey: string;
  readonly language: string;
  readonly children: ReactNode;
}

function StoryProviders({ themeKey, language, children }: StoryProvidersProps) {
  const theme = storyTheme(themeKey);
  const translate = useMemo(() => recordTranslate(uiStringsFor(language)), [language]);
  // A layout effect, so that a story's own (passive) effect may set a language of its own after
  // it: app stories show a language the app has no strings for in English.
  useLayoutEffect(() => {
    // Screen readers and axe read the page language from <html lang>.
    document.documentElement.lang = isLanguageCode(language)
      ? languageInfo(language).intlLocale
      : 'en';
  }, [language]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <TextProvider translate={translate}>{children}</TextProvider>
    </ThemeProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders
    themeKey={String(context.globals.theme ?? DEFAULT_THEME_KEY)}
    language={String(context.globals.locale ?? 'en')}
  >
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  decorators: [withProviders],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Brand theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: STORY_THEMES.map(({ key, title }) => ({ value: key, title })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGE_CODES.map((code) => ({
          value: code,
          title: languageInfo(code).nativeName,
          right: code,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME_KEY, locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (375)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    a11y: {
      // Violations fail the Vitest run; the matcher keeps only these impact levels.
      test: 'error',
      options: { impactLevels: ['serious', 'critical'] } as Record<string, unknown>,
    },
  },
};

export default preview;
