import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fullPath } from './contract/endpoint';
import {
  matchRoute,
  readRouteSection,
  renderRouteTable,
  replaceRouteSection,
  ROUTES,
} from './routes';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** Candidate values for path parameters; the first combination the schema accepts is used. */
const CANDIDATES = ['soccer', 'hkmarksix', 'pk10', '123', 'BR', 'abc'];

function examplePath(route: (typeof ROUTES)[number]): string | null {
  const names = [...fullPath(route).matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const combos = names.reduce<Record<string, string>[]>(
    (acc, name) => acc.flatMap((combo) => CANDIDATES.map((value) => ({ ...combo, [name]: value }))),
    [{}],
  );
  const fits = combos.find(
    (combo) => !('params' in route) || route.params.safeParse(combo).success,
  );
  return fits === undefined
    ? null
    : fullPath(route).replace(/\{(\w+)\}/g, (_m, n: string) => fits[n] ?? '');
}

describe('route table', () => {
  it('README.md holds the generated table (run pnpm routes:readme after changing the contract)', () => {
    expect(readRouteSection(README)).toBe(renderRouteTable());
  });

  it('renders one row per route with method, full path, auth and notes', () => {
    const lines = renderRouteTable().split('\n');
    expect(lines).toHaveLength(ROUTES.length + 2);
    const bet = lines.find((l) => l.includes('`sports.bet`')) ?? '';
    expect(bet.split('|').map((c) => c.trim())).toEqual([
      '',
      '`sports.bet`',
      'POST',
      '`/sports/api/v1/{game}/bet`',
      'member',
      'Place singles or a parlay',
      'Idempotency-Key',
      '',
    ]);
    expect(lines.find((l) => l.includes('`auth.logout`'))).toContain('path chosen here');
  });

  it('rewrites only the marked section', () => {
    const readme = 'intro\n<!-- routes:begin -->\nold\n<!-- routes:end -->\noutro\n';
    const next = replaceRouteSection(readme, '| t |');
    expect(next).toBe('intro\n<!-- routes:begin -->\n\n| t |\n\n<!-- routes:end -->\noutro\n');
    expect(() => replaceRouteSection('no markers')).toThrow(/routes:begin/);
    expect(readRouteSection('no markers')).toBeNull();
  });
});

describe('matchRoute', () => {
  it('resolves an example path of every route to that route', () => {
    for (const route of ROUTES) {
      const path = examplePath(route);
      expect(path, route.id).not.toBeNull();
      expect(matchRoute(route.method, path ?? '')?.endpoint.id, path ?? '').toBe(route.id);
    }
  });

  it('checks parameters against their schema and prefers static segments', () => {
    expect(matchRoute('GET', '/api/v1/hkmarksix')?.endpoint.id).toBe('lottery.draws');
    expect(matchRoute('GET', '/api/v1/vip')?.endpoint.id).toBe('profile.vipLevels');
    expect(matchRoute('GET', '/api/v1/marksix/odds')?.endpoint.id).toBe('lottery.odds');
    expect(matchRoute('GET', '/api/v1/pk10/odds')?.endpoint.id).toBe('racing.odds');
    expect(matchRoute('GET', '/3rd-game/api/v1/pg/mybet')?.endpoint.id).toBe('games.pgMybets');
    expect(matchRoute('GET', '/3rd-game/api/v1/pg/1695365')).toMatchObject({
      endpoint: { id: 'games.pgLaunch' },
      params: { id: 1695365 },
    });
    expect(matchRoute('GET', '/sports/api/v1/hkmarksix')).toBeNull();
    expect(matchRoute('GET', '/api/v1/nothing/here')).toBeNull();
    expect(matchRoute('DELETE', '/api/v1/vip')).toBeNull();
    expect(matchRoute('GET', '/sports/api/v1/soccer/mybet/%E0%A4%A')).toBeNull();
  });
});
