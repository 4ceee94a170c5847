// The example brand themes of the Storybook toolbar must pass the same contrast bar as the
// default theme, or stories under them would show inaccessible combinations.
import { describe, expect, it } from 'vitest';
import { STORY_THEMES } from '../../../../.storybook/themes';
import { checkThemeContrast, formatContrastIssues } from './check-theme-contrast';

describe('Storybook example themes', () => {
  it.each(Object.entries(STORY_THEMES))('%s meets WCAG AA', (_name, theme) => {
    const issues = checkThemeContrast(theme);
    expect(issues, formatContrastIssues(issues)).toEqual([]);
  });

  it('offers at least two brand themes besides the default', () => {
    expect(Object.keys(STORY_THEMES)).toEqual(
      expect.arrayContaining(['default', 'emerald', 'sky']),
    );
  });
});
