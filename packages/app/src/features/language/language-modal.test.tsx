import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../../test/harness';

describe('language modal', () => {
  it('offers the brand languages and switches on save', async () => {
    await page.viewport(1280, 900);
    const { i18n } = await renderApp();
    await userEvent.click(await screen.findByRole('button', { name: /^EN: Change language/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Select language' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['en', 'pt']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Português (Brasil)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(i18n.language).toBe('pt'));
    expect(await screen.findByRole('link', { name: 'Comunicados' })).toBeTruthy();
  });
});
