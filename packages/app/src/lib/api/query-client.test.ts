import { QueryClient } from '@tanstack/react-query';
import { CACHE_MS } from '@bet/domain/constants';
import { describe, expect, it } from 'vitest';
import type { EarlyRead } from './early-fetch';
import { endpointKey } from './endpoint-query';
import { seedEarlyAnswers } from './query-client';

const SLIDES = [{ pic: '/static/slides/a.svg', name: 'A', url: '/a' }];
const BANNERS = [{ id: 1, kind: 1, url: '/b', src: '/static/banners/b.svg', alt: 'B' }];

function answered(path: string, data: unknown): EarlyRead {
  return {
    url: `${window.location.origin}${path}`,
    headers: {},
    response: Promise.resolve(new Response()),
    json: Promise.resolve({ code: 0, msg: '', data }),
  };
}

describe('seedEarlyAnswers', () => {
  it("puts the starter's answers where the cache has no data yet, stale at once", async () => {
    const queryClient = new QueryClient();
    const own = [{ pic: '/own.svg', name: 'Own', url: '/own' }];
    queryClient.setQueryData(endpointKey('home.slideshow'), own);
    seedEarlyAnswers(queryClient, [
      answered('/api/v1/slideshow', SLIDES),
      answered('/api/v1/banner/list', BANNERS),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // An answer that arrived first stays.
    expect(queryClient.getQueryData(endpointKey('home.slideshow'))).toEqual(own);
    expect(queryClient.getQueryData(endpointKey('home.banners'))).toEqual(BANNERS);
    // Stale: the query still reads (and checks) its own answer on mount.
    expect(queryClient.getQueryState(endpointKey('home.banners'))?.dataUpdatedAt).toBe(0);
    const banners = queryClient.getQueryCache().find({ queryKey: endpointKey('home.banners') });
    expect(banners?.isStaleByTime(CACHE_MS)).toBe(true);
  });

  it('does nothing without the starter (dev, tests)', () => {
    const queryClient = new QueryClient();
    seedEarlyAnswers(queryClient, undefined);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
