// The server registers every contract endpoint exactly once, under its own group: the routes of
// `handlers/<group>.ts` are exactly the endpoints of `contract/<group>.ts`.
import { readdirSync } from 'node:fs';
import { ENDPOINT_GROUPS, ENDPOINT_LIST } from '@bet/api/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { allRoutes, GROUP_ROUTES } from '../routes.ts';

const idsOf = (routes: readonly { endpoint: { id: string } }[]) =>
  routes.map((route) => route.endpoint.id);

describe('handlers by endpoint group', () => {
  it.each(ENDPOINT_GROUPS)('handlers/%s.ts serves exactly the %s endpoints', (group) => {
    const served = idsOf(GROUP_ROUTES[group]);
    const contract = ENDPOINT_LIST.filter((e) => e.id.startsWith(`${group}.`)).map((e) => e.id);
    expect(served.filter((id) => !id.startsWith(`${group}.`))).toEqual([]);
    expect([...served].sort()).toEqual([...contract].sort());
  });

  it('registers every contract endpoint exactly once', () => {
    const served = idsOf(allRoutes());
    const twice = served.filter((id, index) => served.indexOf(id) !== index);
    expect(twice).toEqual([]);
    const missing = ENDPOINT_LIST.map((e) => e.id).filter((id) => !served.includes(id));
    expect(missing).toEqual([]);
    expect(served).toHaveLength(ENDPOINT_LIST.length);
  });

  it('has one handler file per group and no other', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files).toEqual([...ENDPOINT_GROUPS].sort());
  });
});
