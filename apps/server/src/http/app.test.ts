import { pgLaunch, pgMybets } from '@bet/api/contract/third-party-games';
import { lotteryOdds, racingOdds } from '@bet/api/contract/lottery-racing';
import { describe, expect, it } from 'vitest';
import { byPrecedence } from './app.ts';
import type { Route } from './call.ts';

const route = (endpoint: Route['endpoint']): Route => ({ endpoint, handler: async () => null });

describe('byPrecedence', () => {
  it('mounts a literal segment before a parameter at the same place', () => {
    const ordered = byPrecedence([
      route(pgLaunch),
      route(racingOdds),
      route(pgMybets),
      route(lotteryOdds),
    ]);
    const ids = ordered.map((r) => r.endpoint.id);
    expect(ids.indexOf('pg.mybets')).toBeLessThan(ids.indexOf('pg.launch'));
    expect(ids.indexOf('lottery.odds')).toBeLessThan(ids.indexOf('racing.odds'));
  });
});
