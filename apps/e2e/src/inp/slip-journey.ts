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

/** Polls until `locator` counts more than `than`; answers whether it did within `ms`. */
async function countsMore(locator: Locator, than: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if ((await locator.count()) > than) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Picks the first price of `count` different matches, counting the picks by the slip's remove
 * buttons. The list is virtualized: when every rendered row is picked, the last one is scrolled
 * into view so that the next rows render; a click the moving list took elsewhere is retried.
 */
async function pickMatches(page: Page, slip: Locator, t: T, count: number): Promise<void> {
  const remove = new RegExp(escape(t('betting:slip.remove', { pick: '' }).trim()));
  const picks = slip.getByRole('button', { name: remove });
  for (let attempt = 0; ; attempt += 1) {
    const picked = await picks.count();
    if (picked >= count) return;
    if (attempt > 80) throw new Error(`only ${picked} matches with a price in the lobby`);
    const row = unpickedRows(page).first();
    if ((await row.count()) === 0) {
      await matchOdds(page).last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      continue;
    }
    await row.locator(ENABLED).first().click();
    await countsMore(picks, picked, 3000);
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
  const slip = page.getByRole('complementary', { name: t('betting:betSlip') });
  await slip.waitFor(WAIT);
  await pickMatches(page, slip, t, SLIP_LEGS);
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
