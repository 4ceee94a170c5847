// Helpers of the mark-six and racing journeys (lottery.spec.ts, lottery.clock.spec.ts): bdbet
// (merged animals: exactly six) on a 390 x 844 phone and solbet (two to nine) on a desktop, each in
// its own language; the draws read through the public API; and a small mark-six oracle written
// apart from @bet/domain (the lunar new years of the spec and the rules of rules.md), so that a
// journey checks the page and the server against the rules, not against their own code.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_ORIGIN } from '../reference-server.ts';
import { brandDefaultLanguage } from '../brands.ts';
import { brandText } from './brand-text.ts';
import { PHONE, brandOf, escape } from './sports-support.ts';

export const BRANDS: Record<string, { phone: boolean; exactlySix: boolean }> = {
  bdbet: { phone: true, exactlySix: true },
  solbet: { phone: false, exactlySix: false },
};

export type T = ReturnType<typeof brandText>;

export async function prepareLotteryPage(page: Page, project: string): Promise<void> {
  const brand = BRANDS[brandOf(project)];
  test.skip(brand === undefined, 'the lottery journeys run in bdbet and solbet');
  if (brand?.phone === true) await page.setViewportSize(PHONE);
  await page.addInitScript(
    (language) => {
      if (localStorage.getItem('i18nextLng') === null) localStorage.setItem('i18nextLng', language);
    },
    brandDefaultLanguage(brandOf(project)),
  );
}

export function lotterySetup(info: { project: { name: string } }) {
  const name = brandOf(info.project.name);
  const brand = BRANDS[name];
  if (brand === undefined) throw new Error('no lottery brand');
  return { ...brand, t: brandText(name), name };
}

// ---- The public API ------------------------------------------------------------------------

async function read<T>(path: string, token?: string): Promise<T> {
  const answer = await fetch(`${API_ORIGIN}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  if (!answer.ok || body.code !== 0) throw new Error(`${path}: ${answer.status} ${body.msg}`);
  return body.data;
}

export interface MarkSixDraw {
  match_id: string;
  state: string;
  draw_at: string;
  deadline: string;
  numbers: number[] | null;
  special: number | null;
}

export interface RacingDraw {
  match_id: string;
  state: string;
  draw_at: string;
  deadline: string;
  cars: number[] | null;
}

/** The newest draw of a mark-six game: the open one (spec section 7: limit=1). */
export async function openMarkSixDraw(game: string): Promise<MarkSixDraw> {
  const page = await read<{ list: MarkSixDraw[] }>(`/api/v1/${game}?start=0&limit=1`);
  const draw = page.list[0];
  if (draw === undefined) throw new Error(`${game}: no draw`);
  return draw;
}

export async function markSixDraw(game: string, matchId: string): Promise<MarkSixDraw> {
  const page = await read<{ list: MarkSixDraw[] }>(`/api/v1/${game}?limit=1&match_id=${matchId}`);
  const draw = page.list[0];
  if (draw === undefined) throw new Error(`${game}: no draw ${matchId}`);
  return draw;
}

export async function openRacingDraw(): Promise<RacingDraw> {
  const page = await read<{ list: RacingDraw[] }>('/api/v1/pk10/list?start=0&limit=1');
  const draw = page.list[0];
  if (draw === undefined) throw new Error('pk10: no draw');
  return draw;
}

export async function racingDraw(matchId: string): Promise<RacingDraw> {
  const page = await read<{ list: RacingDraw[] }>(`/api/v1/pk10/list?id=${matchId}`);
  const draw = page.list[0];
  if (draw === undefined) throw new Error(`pk10: no draw ${matchId}`);
  return draw;
}

/** The server's clock (it moves with POST /admin/clock). */
export async function serverNow(): Promise<number> {
  return new Date((await read<{ now: string }>('/api/v1/time')).now).getTime();
}

// ---- A mark-six oracle (rules.md), apart from @bet/domain ------------------------------------

export const ANIMALS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type Animal = (typeof ANIMALS)[number];

/** Spec section 9's lunar new years. */
const NEW_YEARS: readonly [string, Animal][] = [
  ['2024-02-10', 'dragon'],
  ['2025-01-29', 'snake'],
  ['2026-02-17', 'horse'],
  ['2027-02-06', 'goat'],
];

/** A draw's date in Hong Kong (UTC+8), which picks its zodiac table. */
export function hongKongDate(drawAt: string): string {
  return new Date(new Date(drawAt).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function yearAnimalOf(date: string): Animal {
  const year = NEW_YEARS.filter(([day]) => day <= date).at(-1);
  if (year === undefined) throw new Error(`no zodiac table for ${date}`);
  return year[1];
}

/** Ball 1 is the year's animal, and the animals run backwards (rules.md). */
export function animalOf(ball: number, date: string): Animal {
  const start = ANIMALS.indexOf(yearAnimalOf(date));
  return ANIMALS[(((start - (ball - 1)) % 12) + 12) % 12] as Animal;
}

export const money = (value: number) => Math.floor(value * 100 + 1e-6) / 100;

// ---- The page ------------------------------------------------------------------------------

/** Opens a mark-six game's page and waits for its board. */
export async function openGame(page: Page, game: string): Promise<void> {
  await page.goto(`/lottery/${game}`);
  await expect(page.getByRole('timer')).toBeVisible();
}

/** Chooses a bet type: tabs on a desktop, a select on a phone. */
export async function chooseBetType(page: Page, t: T, phone: boolean, type: string): Promise<void> {
  const name = t(`lottery:betTypes.${type}`);
  if (phone) {
    await page
      .getByRole('combobox', { name: t('lottery:board.betType') })
      .selectOption({ label: name });
  } else {
    await page.getByRole('tab', { name, exact: true }).click();
  }
}

/** The stakes panel (a region named after its heading "Your bets (n)"). */
export function stakesPanel(page: Page, t: T): Locator {
  const title = escape(t('lottery:stakes.title', { count: 'X' })).replace('X', '\\d+');
  return page.getByRole('region', { name: new RegExp(title) });
}

/** Ball n of the special-number grid: its accessible name starts with the two-digit number. */
export function ballButton(page: Page, t: T, ball: number): Locator {
  return page
    .getByRole('group', { name: t('common:markSixBetTypes.specialCode'), exact: true })
    .getByRole('button', { name: new RegExp(`^${String(ball).padStart(2, '0')}\\b`) });
}
