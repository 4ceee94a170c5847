import { gamesPgLaunch, gamesPgMybets } from '@bet/api/contract/games';
import { lotteryOdds } from '@bet/api/contract/lottery';
import { racingOdds } from '@bet/api/contract/racing';
import { describe, expect, it } from 'vitest';
import { byPrecedence } from './app.ts';
import type { Route } from './call.ts';

const route = (endpoint: Route['endpoint']): Route => ({ endpoint, handler: async () => null });

describe('byPrecedence', () => {
  it('mounts a literal segment before a parameter at the same place', () => {
    const ordered = byPrecedence([
      route(gamesPgLaunch),
      route(racingOdds),
      route(gamesPgMybets),
      route(lotteryOdds),
    ]);
    const ids = ordered.map((r) => r.endpoint.id);
    expect(ids.indexOf('games.pgMybets')).toBeLessThan(ids.indexOf('games.pgLaunch'));
    expect(ids.indexOf('lottery.odds')).toBeLessThan(ids.indexOf('racing.odds'));
  });
});
