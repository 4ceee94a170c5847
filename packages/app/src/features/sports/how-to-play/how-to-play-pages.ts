// How-to-play guides (spec section 2, /howToPlay/{sport}), one markdown file per sport and language
// (content/<lng>/<sport>.md, the help pages' safe markdown subset), each its own lazy chunk. The
// text follows how @bet/domain settles bets: bet kinds (sports-outcomes), parlays (parlay),
// voids, prize caps and tax (sports-rules).
import type { SportKey } from '@bet/domain/games';

/** Sports with a guide; 365sports has none (it is under construction, spec section 2). */
export const HOW_TO_PLAY_SPORTS = ['soccer', 'basketball', 'bd', 'cricket'] as const;
export type HowToPlaySport = (typeof HOW_TO_PLAY_SPORTS)[number];

export function hasHowToPlay(sport: SportKey): sport is HowToPlaySport {
  return (HOW_TO_PLAY_SPORTS as readonly string[]).includes(sport);
}

const CONTENT = import.meta.glob<string>('./content/*/*.md', { query: '?raw', import: 'default' });

/** Languages that have guides (every sport, checked by how-to-play-content.test.ts). */
export function howToPlayLanguages(): string[] {
  return [...new Set(Object.keys(CONTENT).map((path) => path.split('/')[2] ?? ''))].sort();
}

export class HowToPlayMissingError extends Error {
  override readonly name = 'HowToPlayMissingError';
}

/** The sport's guide in the first of `languages` that has it. */
export async function loadHowToPlay(
  sport: HowToPlaySport,
  languages: readonly string[],
): Promise<string> {
  for (const language of languages) {
    const load = CONTENT[`./content/${language}/${sport}.md`];
    if (load !== undefined) return load();
  }
  throw new HowToPlayMissingError(`No guide for ${sport} in ${languages.join(', ')}`);
}
