// The accessibility bar of a brand's palette: every text and control colour pair its theme draws
// meets WCAG AA (the design system's own check). Brand apps run it in their tests.
import { checkThemeContrast, formatContrastIssues, type ContrastIssue } from '@bet/ui/theme';
import type { BrandConfig } from './brand-config';
import { brandTheme } from './define-brand';

export function brandContrastIssues(brand: Pick<BrandConfig, 'theme'>): ContrastIssue[] {
  return checkThemeContrast(brandTheme(brand));
}

export { formatContrastIssues };
