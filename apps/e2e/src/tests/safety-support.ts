// Helpers of the safer-play journeys (safety.spec.ts, safety.clock.spec.ts): a new member of a
// brand at the brand's size, the safer-play page, sentences with a variable part, the admin clock.
import { expect, type Page } from '@playwright/test';
import { ADMIN_KEY, API_ORIGIN } from '../reference-server.ts';
import { brandText } from './brand-text.ts';
import { logIn, registerMember } from './support.ts';

/** lunabet on a desktop in English, riobet on a phone in Portuguese. */
export const BRANDS = ['lunabet', 'riobet'];
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'E2eSecret1';
export const SAFER_PLAY_PATH = '/profile/safety';

export interface Member {
  readonly token: string;
  readonly t: ReturnType<typeof brandText>;
}

export async function newMember(page: Page, brand: string, label: string): Promise<Member> {
  const email = `e2e-safety-${label}-${brand}-${Date.now()}@bet.test`;
  const token = await registerMember(email, PASSWORD);
  if (brand === 'riobet') await page.setViewportSize(PHONE);
  await logIn(page, email, PASSWORD);
  return { token, t: brandText(brand) };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence with `{{field}}` where anything may stand ("You are on a time-out until …"). */
export function sentence(m: Member, key: string, field: string, value?: string): RegExp {
  const marker = '\u0000';
  const [before = '', after = ''] = m.t(key, { [field]: marker }).split(marker);
  return new RegExp(`${escape(before)}${value ?? '.+'}${escape(after)}`);
}

export async function saferPlay(page: Page, m: Member): Promise<void> {
  await page.goto(SAFER_PLAY_PATH);
  await expect(page.getByRole('heading', { name: m.t('safety:title'), level: 1 })).toBeVisible();
}

/** The brand of a Playwright project: `lunabet-clock` runs lunabet's clock journeys. */
export const brandOf = (project: string): string => project.replace(/-clock$/, '');

/** The server's admin API (X-Admin-Key, apps/server/src/admin/admin-routes.ts). */
export async function admin(path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${API_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Admin-Key': ADMIN_KEY },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
}
