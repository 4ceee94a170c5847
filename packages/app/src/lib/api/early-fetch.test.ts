import { createHttpClient, createMemoryTokenStore } from '@bet/api';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import earlyReads from '../../vite/starter/early-reads.json';
import { HEADER } from '@bet/api/contract/headers';
import { MAX_PROMO_TILES } from '@bet/domain/constants';
import { LANGUAGE_STORAGE_KEY } from '@bet/i18n/detect';
import { preloadHomeCode, preloadStartStrings } from '../../vite/starter/start-code';
import { startEarlyReads, starterLanguage } from '../../vite/starter/starter';
import { descriptorOf } from './endpoint-query';
import { earlyFetch, onEarlyAnswers, type EarlyRead } from './early-fetch';
import type { EndpointId } from '@bet/api/contract/endpoints';

const ORIGIN = window.location.origin;
const API = `${ORIGIN}/api-test`;
/** The brand whose build the starter is: its header goes with every read, the client's too. */
const BRAND = 'bdbet';

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Record<string, string>;
}

const headersOf = (headers: Headers) => Object.fromEntries([...headers].sort());

const ANSWERS: Record<string, unknown> = {
  '/api/v1/slideshow': [
    { pic: '/static/slides/a.svg', name: 'A', url: '/a' },
    { pic: '/static/slides/b.svg', name: 'B', url: '/b' },
  ],
  '/api/v1/banner/list': [
    { id: 1, kind: 0, url: '/a', src: '/static/banners/a.svg', alt: 'A' },
    { id: 2, kind: 1, url: '/b', src: '/static/banners/b.svg', alt: 'B' },
    { id: 3, kind: 1, url: '/c', src: '/static/banners/c.svg', alt: 'C' },
    { id: 4, kind: 1, url: '/d', src: '/static/banners/d.svg', alt: 'D' },
  ],
};

/** A fetch that records every request; it answers the home lists, and a business error else. */
function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, method: request.method, headers: headersOf(request.headers) });
    const data = ANSWERS[new URL(request.url).pathname.replace('/api-test', '')];
    const body =
      data === undefined ? { code: 1, msg: 'none', data: null } : { code: 0, msg: '', data };
    return new Response(JSON.stringify(body), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** The brand's languages in these tests: Bengali and English, English by default. */
const LANGUAGES = { supported: ['bn', 'en'], defaultLanguage: 'en' } as const;

/**
 * Runs the starter with `fetch` in place of the network's, as if this page (the test runner's)
 * were home, for a visitor whose chosen language is `language` (null: none chosen yet).
 */
function runStarter(fetchStub: typeof fetch, language: string | null): EarlyRead[] {
  if (language === null) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  else localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const here = window.location.pathname;
  const reads = earlyReads.reads.map((read) =>
    'page' in read && read.page === '/' ? { ...read, page: here } : read,
  );
  // As the preset writes it (starterConfig, which runs in Node): the brand's header added to every read.
  const headers = { ...earlyReads.headers, [earlyReads.brandHeader]: BRAND };
  const realFetch = window.fetch;
  window.fetch = fetchStub;
  try {
    return startEarlyReads({
      brand: BRAND,
      headers,
      reads,
      apiBase: API,
      homeCodeAttribute: earlyReads.homeCodeAttribute,
      appStringsAttribute: earlyReads.appStringsAttribute,
      ...LANGUAGES,
    });
  } finally {
    window.fetch = realFetch;
  }
}

const client = (fetch: typeof globalThis.fetch, language: string) =>
  createHttpClient({
    baseUrl: API,
    tokens: createMemoryTokenStore({}),
    language: () => language,
    brand: BRAND,
    fetch,
    retries: 0,
  });

afterEach(async () => {
  // The starter's preloads land after its answers: let them, then clear them away.
  await new Promise((resolve) => setTimeout(resolve, 50));
  delete window.__betEarly;
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.head.querySelectorAll('link[rel=preload][as=image]').forEach((link) => link.remove());
});

describe('the starter and earlyFetch', () => {
  it("names the contract's brand header", () => {
    expect(earlyReads.brandHeader).toBe(HEADER.brand);
  });

  it("sends, for a signed-out visitor, exactly the request the app's client sends", async () => {
    const early: Sent[] = [];
    const fromStarter = runStarter(recordingFetch(early), 'bn');
    const app: Sent[] = [];
    const http = client(recordingFetch(app), 'bn, en;q=0.9');
    for (const read of earlyReads.reads)
      await http.request(await descriptorOf(read.id as never)).catch(() => undefined);
    expect(early.map((request) => request.url)).toEqual(
      earlyReads.reads.map((read) => `${API}${read.path}`),
    );
    for (const request of early) expect(app).toContainEqual(request);
    expect(fromStarter).toHaveLength(earlyReads.reads.length);
  });

  it('hands the same request the starter answer once', async () => {
    const early = runStarter(recordingFetch([]), 'bn');
    const network: Sent[] = [];
    const http = client(earlyFetch(recordingFetch(network), early), 'bn, en;q=0.9');
    const slideshow = await descriptorOf('home.slideshow');
    await expect(http.request(slideshow)).resolves.toEqual(ANSWERS['/api/v1/slideshow']);
    expect(network).toEqual([]);
    await http.request(slideshow);
    expect(network).toHaveLength(1);
  });

  it("asks in the language the app detects: the visitor's choice, else the browser's, else the brand's", () => {
    const brand = { supported: ['pt', 'es', 'en'], defaultLanguage: 'pt' } as const;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    expect(starterLanguage(brand)).toBe('es, pt;q=0.9');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    expect(starterLanguage(brand)).toBe('pt');
    // A first visit: the browser's first language the brand offers (this browser's is English).
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    expect(navigator.languages[0]).toMatch(/^en\b/);
    expect(starterLanguage(brand)).toBe('en, pt;q=0.9');
    // A choice or a browser language the brand does not offer: the brand's default.
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ja');
    expect(starterLanguage({ supported: ['pt', 'es'], defaultLanguage: 'pt' })).toBe('pt');
  });

  it('goes to the network for another language, a member or a write', async () => {
    // The starter asked in Bengali; the member has switched to English since.
    const early = runStarter(recordingFetch([]), 'bn');
    const network: Sent[] = [];
    const fetch = earlyFetch(recordingFetch(network), early);
    const slideshow = await descriptorOf('home.slideshow');
    await client(fetch, 'en').request(slideshow);
    expect(network).toHaveLength(1);
    const member = createHttpClient({
      baseUrl: API,
      tokens: createMemoryTokenStore({ token: 't', uid: '7' }),
      language: () => 'en',
      brand: BRAND,
      fetch,
    });
    await member.request(slideshow);
    expect(network).toHaveLength(2);
    await fetch(`${API}/api/v1/slideshow`, { method: 'POST', body: '{}' });
    expect(network).toHaveLength(3);
  });

  it('sends, for a member, only the reads that preload a picture', async () => {
    // The member's reads carry the token: the app cannot take the answers over, the picture helps.
    localStorage.setItem(`${BRAND}.token`, 'sealed');
    onTestFinished(() => localStorage.removeItem(`${BRAND}.token`));
    const sent: Sent[] = [];
    runStarter(recordingFetch(sent), 'bn');
    expect(sent.map((request) => request.url)).toEqual(
      earlyReads.reads.filter((read) => 'picture' in read).map((read) => `${API}${read.path}`),
    );
    expect(sent).toHaveLength(2);
  });

  it("preloads the pictures of home's first screen: the first slide, every promotion tile it shows", async () => {
    runStarter(recordingFetch([]), null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const preloaded = [...document.head.querySelectorAll('link[rel=preload][as=image]')].map(
      (link) => link.getAttribute('href'),
    );
    expect(preloaded.sort()).toEqual([
      '/static/banners/b.svg',
      '/static/banners/c.svg',
      '/static/slides/a.svg',
    ]);
  });

  it('preloads as many promotion tiles as home shows', () => {
    const banners = earlyReads.reads.find((read) => read.id === 'home.banners');
    expect(banners?.picture).toMatchObject({ kind: 1, count: MAX_PROMO_TILES });
  });

  it("reads its picture reads' answers for the first render: their data, a success only", async () => {
    const early = runStarter(recordingFetch([]), null);
    const seen = await answersOf(early);
    // Not the announcements or the availability: the app's fetch takes those answers over.
    expect(seen).toEqual(
      new Map<EndpointId, unknown>([
        ['home.slideshow', ANSWERS['/api/v1/slideshow']],
        ['home.banners', ANSWERS['/api/v1/banner/list']],
      ]),
    );
    const answered = (json: unknown): EarlyRead => ({
      url: `${API}/api/v1/banner/list`,
      headers: {},
      response: Promise.resolve(new Response()),
      json: Promise.resolve(json),
    });
    expect(await answersOf([answered({ code: 3, msg: 'closed', data: [] })])).toEqual(new Map());
    expect(await answersOf([answered('not an envelope')])).toEqual(new Map());
    const failed = { ...answered(null), json: Promise.reject(new Error('offline')) };
    expect(await answersOf([failed])).toEqual(new Map());
  });

  it("preloads home's first-screen code listed on its own tag, on home only", () => {
    const script = document.createElement('script');
    script.setAttribute(
      earlyReads.homeCodeAttribute,
      '/assets/home-route-a.js /assets/home-page-b.js',
    );
    const ours = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].filter(
        (link) => new URL(link.href).pathname.startsWith('/assets/home-'),
      );
    const preloads = () => ours().map((link) => [new URL(link.href).pathname, link.crossOrigin]);
    onTestFinished(() => ours().forEach((link) => link.remove()));
    preloadHomeCode(earlyReads, script, '/lottery');
    preloadHomeCode(earlyReads, null, '/');
    expect(preloads()).toEqual([]);
    preloadHomeCode(earlyReads, script, '/');
    expect(preloads()).toEqual([
      ['/assets/home-route-a.js', 'anonymous'],
      ['/assets/home-page-b.js', 'anonymous'],
    ]);
  });

  it('preloads the start strings in the language the app will detect, on every page', () => {
    const script = document.createElement('script');
    script.setAttribute(earlyReads.appStringsAttribute, 'en:/assets/en-1.js bn:/assets/bn-2.js');
    const ours = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link')].filter((link) =>
        /^\/(assets\/(en|bn)-\d|locales\/)/.test(new URL(link.href).pathname),
      );
    onTestFinished(() => ours().forEach((link) => link.remove()));
    onTestFinished(() => window.localStorage.removeItem(LANGUAGE_STORAGE_KEY));
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'bn');
    preloadStartStrings({ ...earlyReads, ...LANGUAGES }, script);
    expect(ours().map((link) => [link.rel, link.as, new URL(link.href).pathname])).toEqual([
      ['preload', 'fetch', '/locales/bn/common.json'],
      ['preload', 'fetch', '/locales/bn/ui.json'],
      ['modulepreload', '', '/assets/bn-2.js'],
    ]);
    expect(ours().every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });

  it("drops the starter's answer of a URL once the app has asked for it itself", async () => {
    // Another language first: the app's own answer is the newer, and later reads are the app's.
    const early = runStarter(recordingFetch([]), 'bn');
    const network: Sent[] = [];
    const fetch = earlyFetch(recordingFetch(network), early);
    const slideshow = await descriptorOf('home.slideshow');
    await client(fetch, 'en').request(slideshow);
    expect(early.some((read) => read.url.endsWith('/api/v1/slideshow'))).toBe(false);
    await client(fetch, 'bn, en;q=0.9').request(slideshow);
    expect(network).toHaveLength(2);
  });
});

/** What onEarlyAnswers hands on, once the starter's answers are in. */
async function answersOf(early: EarlyRead[]): Promise<Map<EndpointId, unknown>> {
  const seen = new Map<EndpointId, unknown>();
  onEarlyAnswers((id, data) => seen.set(id, data), early);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return seen;
}
