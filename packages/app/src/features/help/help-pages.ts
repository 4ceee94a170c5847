// The help pages (spec section 2: FAQ, rules, responsibilities, self exclusion, AML, fairness,
// privacy policy, terms), their titles, and their content per language, loaded lazily: each
// page in each language is its own small chunk.
import type { TranslationKey } from '@bet/i18n';

export const HELP_PAGES = [
  { slug: 'faq', title: 'help:faq' },
  { slug: 'rules', title: 'help:rules' },
  { slug: 'responsibilities', title: 'help:responsibilities' },
  { slug: 'self-exclusion', title: 'help:selfExclusion' },
  { slug: 'aml', title: 'help:aml' },
  { slug: 'fairness', title: 'help:fairness' },
  { slug: 'privacy', title: 'help:privacyPolicy' },
  { slug: 'terms', title: 'help:terms' },
] as const satisfies readonly { slug: string; title: TranslationKey }[];

export type HelpSlug = (typeof HELP_PAGES)[number]['slug'];

export function findHelpPage(slug: string | undefined) {
  return HELP_PAGES.find((page) => page.slug === slug?.toLowerCase());
}

const CONTENT = import.meta.glob<string>('./content/*/*.md', { query: '?raw', import: 'default' });

/** Languages that have help content (every page, checked by help-pages.test.ts). */
export function helpLanguages(): string[] {
  return [...new Set(Object.keys(CONTENT).map((path) => path.split('/')[2] ?? ''))].sort();
}

export class HelpContentMissingError extends Error {
  override readonly name = 'HelpContentMissingError';
}

/** The page's markdown in the first of `languages` that has it. */
export async function loadHelpContent(
  slug: HelpSlug,
  languages: readonly string[],
): Promise<string> {
  for (const language of languages) {
    const load = CONTENT[`./content/${language}/${slug}.md`];
    if (load !== undefined) return load();
  }
  throw new HelpContentMissingError(`No help content for ${slug} in ${languages.join(', ')}`);
}
