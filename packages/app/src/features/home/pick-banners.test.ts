import { describe, expect, it } from 'vitest';
import { pickBanners } from './pick-banners';

const banner = (id: number, kind: number) => ({
  id,
  kind,
  url: `/p/${id}`,
  src: `${id}.png`,
  alt: `b${id}`,
});

describe('pickBanners', () => {
  it('takes the first download banner and at most two promotion tiles, in order', () => {
    const picked = pickBanners([
      banner(1, 1),
      banner(2, 0),
      banner(3, 1),
      banner(4, 0),
      banner(5, 1),
    ]);
    expect(picked.download?.id).toBe(2);
    expect(picked.tiles.map((b) => b.id)).toEqual([1, 3]);
  });

  it('handles lists without one kind or the other', () => {
    expect(pickBanners([banner(1, 1)])).toEqual({ download: undefined, tiles: [banner(1, 1)] });
    expect(pickBanners([])).toEqual({ download: undefined, tiles: [] });
  });
});
