import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEMBER_SESSION, createTestApp, testBrand } from '../../../../test/test-app';
import { AppProviders } from '../../../app/app-providers';
import {
  BETTING_SETTINGS_STORAGE_KEY,
  DEFAULT_BETTING_SETTINGS,
  useBettingSettings,
} from './betting-settings-query';

const SETTINGS = '/api/v1/member/sports/settings';

async function renderSettings(member: boolean) {
  let saved = { odds_format: 'malay', odds_change: 'better' };
  const app = await createTestApp({
    brand: testBrand(),
    language: 'en',
    stored: member ? MEMBER_SESSION : {},
    answers: {
      [`GET ${SETTINGS}`]: () => saved,
      [`PUT ${SETTINGS}`]: (request: { body: unknown }) => {
        saved = request.body as typeof saved;
        return saved;
      },
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders services={app.services} queryClient={app.queryClient} store={app.store}>
      {children}
    </AppProviders>
  );
  return { app, hook: renderHook(() => useBettingSettings(), { wrapper }) };
}

afterEach(() => localStorage.removeItem(BETTING_SETTINGS_STORAGE_KEY));

describe('useBettingSettings', () => {
  it("reads and saves a member's settings on the server", async () => {
    const { app, hook } = await renderSettings(true);
    await waitFor(() =>
      expect(hook.result.current.settings).toEqual({ odds_format: 'malay', odds_change: 'better' }),
    );
    let ok = false;
    await act(async () => {
      ok = await hook.result.current.save({ odds_format: 'american', odds_change: 'any' });
    });
    expect(ok).toBe(true);
    expect(app.api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      odds_format: 'american',
      odds_change: 'any',
    });
    await waitFor(() =>
      expect(hook.result.current.settings).toEqual({ odds_format: 'american', odds_change: 'any' }),
    );
    expect(localStorage.getItem(BETTING_SETTINGS_STORAGE_KEY)).toBeNull();
  });

  it("keeps a visitor's settings in localStorage, decimal and ask by default", async () => {
    const { app, hook } = await renderSettings(false);
    expect(hook.result.current.settings).toEqual(DEFAULT_BETTING_SETTINGS);
    expect(DEFAULT_BETTING_SETTINGS).toEqual({ odds_format: 'decimal', odds_change: 'ask' });
    await act(async () => {
      await hook.result.current.save({ odds_format: 'hongkong', odds_change: 'better' });
    });
    expect(hook.result.current.settings).toEqual({
      odds_format: 'hongkong',
      odds_change: 'better',
    });
    expect(JSON.parse(localStorage.getItem(BETTING_SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      odds_format: 'hongkong',
      odds_change: 'better',
    });
    expect(app.api.requests.filter((r) => r.path === SETTINGS)).toEqual([]);
  });
});
