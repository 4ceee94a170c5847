// Safer play's reality check (issue 14): the interval is timed on the server's clock, which this
// journey moves forward through the admin endpoint. It runs in the brands' `-clock` projects, after
// every other journey (playwright.config.ts), so that no other test sees time jump.
import { expect, test } from '@playwright/test';
import { BRANDS, admin, brandOf, newMember, saferPlay, sentence } from './safety-support.ts';

// eslint-disable-next-line no-empty-pattern
test.beforeEach(({}, info) => {
  test.skip(
    !BRANDS.includes(brandOf(info.project.name)),
    'the safer-play journeys run in two brands',
  );
});

test('a reality check of 15 minutes shows once the server clock passes it', async ({
  page,
}, info) => {
  const m = await newMember(page, brandOf(info.project.name), 'reality');
  await saferPlay(page, m);
  const form = page.getByRole('form', { name: m.t('safety:reality.title') });
  await form
    .getByRole('combobox', { name: m.t('safety:reality.interval') })
    .selectOption({ label: m.t('safety:reality.minutes', { n: 15 }) });
  await form.getByRole('button', { name: m.t('safety:reality.save') }).click();
  await expect(
    page.locator('[data-toast-type="successful"]').filter({ hasText: m.t('safety:reality.saved') }),
  ).toBeVisible();
  await admin('/admin/clock', { advance_ms: 16 * 60_000 });
  // The gate asks every 30 s, and at once when the page gets the focus back.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const check = page.getByRole('dialog', { name: m.t('safety:reality.dialogTitle') });
  await expect(check).toBeVisible({ timeout: 45_000 });
  await expect(check.getByText(sentence(m, 'safety:reality.played', 'duration'))).toBeVisible();
  await check.getByRole('button', { name: m.t('safety:reality.keepPlaying') }).click();
  await expect(check).toBeHidden();
});
