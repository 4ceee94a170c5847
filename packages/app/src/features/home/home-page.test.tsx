// Home's first render with the starter's answers (issue 18; the query client starts with them,
// query-client.ts seedEarlyAnswers): the carousel and the promotion tiles show what the starter
// has while the app's own reads are still on their way, and the app's own, checked answer
// replaces it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, never } from '../../../test/fake-api';
import { renderApp } from '../../../test/harness';
import type { EarlyRead } from '../../lib/api/early-fetch';

const STARTER_SLIDES = [{ pic: '/static/early.svg', name: 'Early slide', url: '/sport/soccer' }];
const STARTER_BANNERS = [
  { id: 7, url: '/promotions/7', kind: 1, src: '/static/early-tile.svg', alt: 'Starter tile' },
];

/** The starter's entry of a read whose answer it reads (the app's fetch never takes it over). */
function answered(path: string, body: unknown, delay = 0): EarlyRead {
  const json = new Promise((resolve) => setTimeout(() => resolve(body), delay));
  return { url: `${window.location.origin}${path}`, headers: {}, response: never(), json };
}

function starterAnswers(
  banners: unknown = { code: 0, msg: '', data: STARTER_BANNERS },
  bannersDelay = 0,
): void {
  window.__betEarly = [
    answered('/api/v1/slideshow', { code: 0, msg: '', data: STARTER_SLIDES }),
    answered('/api/v1/banner/list', banners, bannersDelay),
  ];
}

const promotions = () => screen.findByRole('region', { name: 'Featured promotions' });

afterEach(() => {
  delete window.__betEarly;
});

describe("home with the starter's answers", () => {
  it("shows them while the app's own reads are on their way", async () => {
    starterAnswers();
    await renderApp({
      answers: { 'GET /api/v1/slideshow': never, 'GET /api/v1/banner/list': never },
    });
    const tiles = within(await promotions());
    const tile = tiles.getByRole('link', { name: 'Starter tile' });
    expect(tile.querySelector('img')).toHaveAttribute('src', '/static/early-tile.svg');
    expect(screen.getByRole('img', { name: 'Early slide' })).toBeVisible();
  });

  it('shows an answer of the starter that comes after the first render', async () => {
    starterAnswers(undefined, 300);
    await renderApp({
      answers: { 'GET /api/v1/slideshow': never, 'GET /api/v1/banner/list': never },
    });
    expect(screen.queryByRole('region', { name: 'Featured promotions' })).toBeNull();
    const tiles = within(await promotions());
    expect(tiles.getByRole('link', { name: 'Starter tile' })).toBeVisible();
  });

  it("gives way to the app's own answer", async () => {
    starterAnswers();
    await renderApp();
    // The fake API's own tiles (test/fake-api.ts) replace the starter's.
    const tiles = within(await promotions());
    expect(await tiles.findByRole('link', { name: 'Welcome bonus' })).toBeVisible();
    expect(tiles.queryByRole('link', { name: 'Starter tile' })).toBeNull();
  });

  it("gives way to the error when the app's own answer fails the schema", async () => {
    starterAnswers();
    await renderApp({
      answers: { 'GET /api/v1/banner/list': () => envelope([{ id: 'x', kind: 9 }]) },
    });
    expect(await screen.findByText('Game data not loading')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Starter tile' })).toBeNull();
  });

  it('ignores a business error the starter was answered with', async () => {
    starterAnswers({ code: 5, msg: 'closed', data: null });
    await renderApp({ answers: { 'GET /api/v1/banner/list': never } });
    // No tiles until the app's own answer: the banners' loading state.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Early slide' })).toBeVisible());
    expect(screen.queryByRole('region', { name: 'Featured promotions' })).toBeNull();
  });
});
