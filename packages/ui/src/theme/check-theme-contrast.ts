// Checks every foreground/background pair the components actually draw, so a brand theme that
// passes here keeps every screen at WCAG AA. Brand apps call it in their own tests.
import { AA_NON_TEXT, AA_TEXT, contrastRatio, InvalidColorError } from './contrast';
import type { Theme, ToneName } from './contract';

export interface ContrastPair {
  /** Where the pair is used, e.g. 'text.primary on surface.raised'. */
  readonly name: string;
  readonly foreground: string;
  readonly background: string;
  readonly minimum: number;
}

export type ContrastIssue =
  | (ContrastPair & { readonly kind: 'low-contrast'; readonly ratio: number })
  | (ContrastPair & { readonly kind: 'invalid-color'; readonly message: string });

const TONES: readonly ToneName[] = ['primary', 'secondary', 'error', 'warning', 'success', 'info'];

function pair(name: string, foreground: string, background: string, minimum = AA_TEXT) {
  return { name, foreground, background, minimum };
}

function surfacePairs(theme: Theme): ContrastPair[] {
  const { surface, text, border } = theme.palette;
  const grounds = {
    background: surface.background,
    surface: surface.surface,
    raised: surface.raised,
  };
  return Object.entries(grounds).flatMap(([groundName, ground]) => [
    pair(`text.primary on surface.${groundName}`, text.primary, ground),
    pair(`text.secondary on surface.${groundName}`, text.secondary, ground),
    pair(`text.link on surface.${groundName}`, text.link, ground),
    pair(`border.strong on surface.${groundName}`, border.strong, ground, AA_NON_TEXT),
    pair(`border.focus on surface.${groundName}`, border.focus, ground, AA_NON_TEXT),
    ...TONES.map((tone) =>
      pair(`${tone}.text on surface.${groundName}`, theme.palette[tone].text, ground),
    ),
  ]);
}

function tonePairs(theme: Theme): ContrastPair[] {
  return TONES.flatMap((tone) => {
    const colors = theme.palette[tone];
    return [
      pair(`${tone}.on on ${tone}.main`, colors.on, colors.main),
      pair(`${tone}.on on ${tone}.hover`, colors.on, colors.hover),
      pair(`text.primary on ${tone}.soft`, theme.palette.text.primary, colors.soft),
    ];
  });
}

function highlightPairs(theme: Theme): ContrastPair[] {
  const { highlight, text } = theme.palette;
  return (['red', 'green', 'blue'] as const).map((hue) =>
    pair(`text.onHighlight on highlight.${hue}`, text.onHighlight, highlight[hue]),
  );
}

/** Every pair checked, for reports and for tests that list what was covered. */
export function themeContrastPairs(theme: Theme): ContrastPair[] {
  return [...surfacePairs(theme), ...tonePairs(theme), ...highlightPairs(theme)];
}

function evaluate(p: ContrastPair): ContrastIssue | undefined {
  try {
    const ratio = contrastRatio(p.foreground, p.background);
    return ratio < p.minimum ? { ...p, kind: 'low-contrast', ratio } : undefined;
  } catch (error) {
    if (error instanceof InvalidColorError) {
      return { ...p, kind: 'invalid-color', message: error.message };
    }
    throw error;
  }
}

/**
 * Returns the pairs of `theme` below WCAG AA (4.5:1 for text, 3:1 for borders and focus rings),
 * and colours that cannot be read. An empty list means the theme passes.
 */
export function checkThemeContrast(theme: Theme): ContrastIssue[] {
  return themeContrastPairs(theme)
    .map(evaluate)
    .filter((issue): issue is ContrastIssue => issue !== undefined);
}

/** One line per issue, for test failure messages. */
export function formatContrastIssues(issues: readonly ContrastIssue[]): string {
  return issues
    .map((issue) =>
      issue.kind === 'low-contrast'
        ? `${issue.name}: ${issue.ratio.toFixed(2)} < ${issue.minimum} (${issue.foreground} on ${issue.background})`
        : `${issue.name}: ${issue.message}`,
    )
    .join('\n');
}
