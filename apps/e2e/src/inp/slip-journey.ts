// The bet slip the INP benchmark measures: on a desktop (the slip is the column beside the
// lobby, so it stays open while odds are picked), the demo member picks the main odds of 15
// different matches of a sport lobby (MAX_PARLAY_LEGS, the most a slip takes), checks every
// "N String 1" (the heaviest estimate the slip offers) and types a stake. Controls are found by
// role and name in the brand's own language, as the sports journeys find them.
import type { Locator, Page } from '@playwright/test';
import { escape, matchOdds } from '../tests/sports-support.ts';
import type { brandText } from '../tests/brand-text.ts';

export const SLIP_LEGS = 15;
const WAIT = { timeout: 30_000 } as const;

type T = ReturnType<typeof brandText>;

const ENABLED = 'button[aria-pressed]:not([disabled])';

/** The match rows with a price to pick and nothing picked yet. */
function unpickedRows(page: Page): Locator {
  return matchOdds(page)
    .filter({ has: page.locator(ENABLED) })
    .filter({ hasNot: page.locator('button[aria-pressed=true]') });
}

/**
 * Picks the first price of `count` different matches. The list is virtualized: when every
 * rendered row is picked, the last one is scrolled into view so that the next rows render.
 */
async function pickMatches(page: Page, count: number): Promise<void> {
  for (let picked = 0, scrolls = 0; picked < count;) {
    const row = unpickedRows(page).first();
    if ((await row.count()) === 0) {
      if ((scrolls += 1) > 40) throw new Error(`only ${picked} matches with a price in the lobby`);
      await matchOdds(page).last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      continue;
    }
    // Held by its name from here: once picked, the row leaves unpickedRows.
    const name = await row.getAttribute('aria-label');
    if (name === null) throw new Error('a match row without a name');
    const held = page.locator('main').getByRole('group', { name, exact: true });
    await held.locator(ENABLED).first().click();
    await held.locator('button[aria-pressed=true]').first().waitFor(WAIT);
    picked += 1;
  }
}

export interface OpenSlip {
  /** The slip's column. */
  readonly slip: Locator;
  /** A second price of a match already in the slip: picking it changes the 15-leg estimate. */
  readonly toggle: Locator;
  /** The stake field. */
  readonly stake: Locator;
}

/** Opens the sport's lobby and builds the 15-leg slip; answers what the benchmark acts on. */
export async function buildSlip(
  page: Page,
  origin: string,
  sport: string,
  t: T,
): Promise<OpenSlip> {
  await page.goto(`${origin}/sport/${sport}`);
  await matchOdds(page).locator(ENABLED).first().waitFor(WAIT);
  await pickMatches(page, SLIP_LEGS);
  const slip = page.getByRole('complementary', { name: t('betting:betSlip') });
  await slip.waitFor(WAIT);
  for (let n = 2; n <= SLIP_LEGS; n += 1)
    await slip.getByRole('checkbox', { name: t('betting:stringOne', { n }), exact: true }).check();
  const stake = slip.getByRole('textbox', { name: new RegExp(escape(t('betting:stake'))) });
  await stake.fill('10');
  // The last picked row is on screen (the list may have scrolled past the first ones). The toggle
  // is held by position: picking it flips its aria-pressed, which a filter would follow away.
  const row = matchOdds(page)
    .filter({ has: page.locator('button[aria-pressed=true]') })
    .last();
  const states = await row
    .locator('button[aria-pressed]')
    .evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-pressed') === 'false' && !b.hasAttribute('disabled')),
    );
  const index = states.indexOf(true);
  if (index < 0) throw new Error('the picked match has no second price to pick');
  return { slip, toggle: row.locator('button[aria-pressed]').nth(index), stake };
}
