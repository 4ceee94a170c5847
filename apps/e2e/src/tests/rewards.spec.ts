// Rewards and the VIP club in the browser (issue 14), in two brands: lunabet on a desktop in
// English and riobet on a phone in Portuguese. Controls are found by role and the words the member
// sees, in the brand's language (brand-text.ts). The check-in is claimed once: a second claim, from
// a second tab and through the API, is refused and credits nothing; a deposit moves the VIP
// progress; a promotion joined is listed on the rewards screen.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_ORIGIN } from '../reference-server.ts';
import { brandText } from './brand-text.ts';
import { logIn, payDeposit, registerMember } from './support.ts';

const BRANDS = ['lunabet', 'riobet'];
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'E2eSecret1';

interface Member {
  readonly token: string;
  readonly t: ReturnType<typeof brandText>;
}

/** A new member of the brand, signed in through the login modal, at the project's size. */
async function newMember(page: Page, brand: string, label: string): Promise<Member> {
  const email = `e2e-${label}-${brand}-${Date.now()}@bet.test`;
  const token = await registerMember(email, PASSWORD);
  if (brand === 'riobet') await page.setViewportSize(PHONE);
  await logIn(page, email, PASSWORD);
  return { token, t: brandText(brand) };
}

function header(page: Page): Locator {
  return page.locator('header');
}

function checkInButton(page: Page, m: Member): Locator {
  return page.getByRole('button', { name: m.t('rewards:checkIn.claim'), exact: true });
}

/** The rewards screen with its check-in list read. */
async function openRewards(page: Page, m: Member): Promise<void> {
  await page.goto('/profile/rewards');
  await expect(page.getByRole('list', { name: m.t('rewards:checkIn.title') })).toBeVisible();
}

// Playwright reads the fixtures a hook uses from its first parameter's pattern: none here.
// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(!BRANDS.includes(info.project.name), 'the rewards journeys run in two brands');
});

test("1. claims today's check-in once; a second claim (another tab, the API) is refused and credits nothing", async ({
  page,
  context,
}, info) => {
  const m = await newMember(page, info.project.name, 'checkin');
  // A second tab reads the list before the first one claims.
  const other = await context.newPage();
  if (info.project.name === 'riobet') await other.setViewportSize(PHONE);
  await openRewards(other, m);
  await expect(checkInButton(other, m)).toBeVisible();

  await openRewards(page, m);
  await expect(header(page).getByText('0.00', { exact: true })).toBeVisible();
  await checkInButton(page, m).click();
  await expect(
    page
      .locator('[data-toast-type="successful"]')
      .filter({ hasText: m.t('rewards:checkIn.success', { amount: '0.10', currency: 'USDT' }) }),
  ).toBeVisible();
  // The header's balance goes up at once, and the day shows claimed.
  await expect(header(page).getByText('0.10', { exact: true })).toBeVisible();
  await expect(page.getByText(m.t('rewards:checkIn.done'))).toBeVisible();
  await expect(checkInButton(page, m)).toHaveCount(0);

  // The second tab still offers the claim: the server refuses it, in the member's language.
  await checkInButton(other, m).click();
  await expect(other.getByRole('alert')).toHaveText(m.t('errors:alreadyCheckedIn'));
  await expect(other.getByText(m.t('rewards:checkIn.done'))).toBeVisible();
  await other.close();

  // And through the API, with a fresh Idempotency-Key.
  const again = await fetch(`${API_ORIGIN}/activities/api/v1/benefit/check_in`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${m.token}`,
      'idempotency-key': `e2e-${crypto.randomUUID()}`,
    },
  });
  const body = (await again.json()) as { code: number; data: unknown };
  expect(body.code).toBe(1);
  expect(body.data).toEqual({ message_key: 'errors.alreadyCheckedIn' });

  // Nothing more was credited.
  await page.reload();
  await expect(page.getByText(m.t('rewards:checkIn.done'))).toBeVisible();
  await expect(header(page).getByText('0.10', { exact: true })).toBeVisible();
});

test('2. a deposit of 150 moves the VIP club: still to deposit and the bar', async ({
  page,
}, info) => {
  const m = await newMember(page, info.project.name, 'vip');
  const silver = m.t('common:vip.silver');
  const bar = page.getByRole('progressbar', {
    name: m.t('rewards:vip.progress', { level: silver }),
  });
  await page.goto('/profile/vip');
  await expect(
    page.getByText(
      m.t('rewards:vip.toNext', { amount: '1000.00', currency: 'USDT', level: silver }),
    ),
  ).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '0');

  await payDeposit(m.token, '150');
  await page.reload();
  await expect(
    page.getByText(
      m.t('rewards:vip.toNext', { amount: '850.00', currency: 'USDT', level: silver }),
    ),
  ).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '15');
  await expect(
    page.getByText(m.t('rewards:vip.deposited', { amount: '150.00', currency: 'USDT' })),
  ).toBeVisible();
});

test('3. joins a promotion on its page and finds it under the check-in', async ({ page }, info) => {
  const m = await newMember(page, info.project.name, 'promo');
  await openRewards(page, m);
  await expect(page.getByText(m.t('rewards:joined.empty'))).toBeVisible();

  await page.goto('/promotions');
  await page.locator('main a[href^="/promotions/"]').first().click();
  // The promotion's page, once its Join button shows: its title is the page's heading.
  const join = page.getByRole('button', { name: m.t('rewards:join.action'), exact: true });
  await expect(join).toBeVisible();
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  expect(title).not.toBe('');
  expect(title).not.toBe(m.t('common:nav.promotions'));
  await join.click();
  await expect(
    page.getByRole('button', { name: m.t('rewards:join.done'), exact: true }),
  ).toBeDisabled();

  await openRewards(page, m);
  const joined = page.getByRole('list', { name: m.t('rewards:joined.title') });
  await expect(joined.getByRole('link', { name: title, exact: true })).toBeVisible();
});
