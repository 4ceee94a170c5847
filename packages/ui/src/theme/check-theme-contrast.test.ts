import { describe, expect, it } from 'vitest';
import {
  checkThemeContrast,
  formatContrastIssues,
  themeContrastPairs,
} from './check-theme-contrast';
import { createTheme } from './create-theme';
import { defaultTheme } from './default-theme';

describe('checkThemeContrast', () => {
  it('passes the default theme on every text/background pair (WCAG AA)', () => {
    const issues = checkThemeContrast(defaultTheme);
    expect(issues, formatContrastIssues(issues)).toEqual([]);
  });

  it('covers text on every surface, every tone and the highlight colours', () => {
    const names = themeContrastPairs(defaultTheme).map((p) => p.name);
    expect(names).toContain('text.primary on surface.background');
    expect(names).toContain('text.secondary on surface.raised');
    expect(names).toContain('error.on on error.main');
    expect(names).toContain('error.text on surface.surface');
    expect(names).toContain('text.primary on warning.soft');
    expect(names).toContain('text.onHighlight on highlight.green');
    expect(names).toContain('border.focus on surface.background');
  });

  it('reports a low-contrast pair with its ratio and minimum', () => {
    const theme = createTheme({ palette: { text: { secondary: '#2a3440' } } });
    const issues = checkThemeContrast(theme);
    const issue = issues.find((i) => i.name === 'text.secondary on surface.surface');
    expect(issue).toMatchObject({ kind: 'low-contrast', minimum: 4.5 });
    expect(issue?.kind === 'low-contrast' && issue.ratio).toBeLessThan(4.5);
  });

  it('uses 3:1 for the focus ring, a non-text part (WCAG 1.4.11)', () => {
    const theme = createTheme({ palette: { border: { focus: '#3b4b5e' } } });
    const issue = checkThemeContrast(theme).find((i) => i.name.startsWith('border.focus'));
    expect(issue?.minimum).toBe(3);
  });

  it('reports a colour it cannot read instead of throwing', () => {
    const theme = createTheme({ palette: { primary: { on: 'chartreuse' } } });
    const issues = checkThemeContrast(theme);
    expect(issues).toContainEqual(
      expect.objectContaining({ kind: 'invalid-color', name: 'primary.on on primary.main' }),
    );
    expect(formatContrastIssues(issues)).toContain('Cannot parse colour "chartreuse"');
  });
});
