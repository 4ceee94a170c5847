// The example theme of the Button 'Brand override' story must pass the same contrast bar as the
// default theme, or the story would show inaccessible combinations.
import { describe, expect, it } from 'vitest';
import { EXAMPLE_THEMES } from '../../../../.storybook/example-themes';
import { checkThemeContrast, formatContrastIssues } from './check-theme-contrast';

describe('Storybook example themes', () => {
  it.each(Object.entries(EXAMPLE_THEMES))('%s meets WCAG AA', (_name, theme) => {
    const issues = checkThemeContrast(theme);
    expect(issues, formatContrastIssues(issues)).toEqual([]);
  });
});
