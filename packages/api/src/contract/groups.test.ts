// Each endpoint sits in the file of its group: `src/contract/<group>.ts` exports `<group>Endpoints`,
// every id there is `<group>.<name>`, and the group files together hold the whole contract.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EndpointDescriptor } from './endpoint';
import { ENDPOINT_GROUPS, ENDPOINT_LIST } from './endpoints';

async function groupFile(group: string): Promise<readonly EndpointDescriptor[]> {
  const module: Record<string, unknown> = await import(`./${group}.ts`);
  const endpoints = module[`${group}Endpoints`];
  if (!Array.isArray(endpoints)) throw new Error(`${group}.ts exports no ${group}Endpoints`);
  return endpoints as readonly EndpointDescriptor[];
}

describe('endpoint groups', () => {
  it.each(ENDPOINT_GROUPS)(
    '%s.ts holds exactly the endpoints whose ids start with %s.',
    async (group) => {
      const inFile = (await groupFile(group)).map((endpoint) => endpoint.id);
      expect(inFile.length).toBeGreaterThan(0);
      expect(inFile.filter((id) => !id.startsWith(`${group}.`))).toEqual([]);
      const ofGroup = ENDPOINT_LIST.filter((e) => e.id.startsWith(`${group}.`)).map((e) => e.id);
      expect([...inFile].sort()).toEqual([...ofGroup].sort());
    },
  );

  it('covers the whole contract, each endpoint once, and no id outside the groups', async () => {
    const all = (await Promise.all(ENDPOINT_GROUPS.map(groupFile))).flat().map((e) => e.id);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual(ENDPOINT_LIST.map((e) => e.id).sort());
    const groups = new Set(ENDPOINT_LIST.map((e) => e.id.split('.')[0]));
    expect([...groups].sort()).toEqual([...ENDPOINT_GROUPS].sort());
  });

  it('has no contract file named like a group that is not in the list', () => {
    const files = readdirSync(new URL('.', import.meta.url))
      .filter((file) => /^[a-z]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    const helpers = ['common', 'endpoint', 'endpoints', 'headers', 'validated'];
    const unknown = files.filter(
      (file) => !helpers.includes(file) && !(ENDPOINT_GROUPS as readonly string[]).includes(file),
    );
    expect(unknown).toEqual([]);
  });
});
