import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  buildPath,
  colonPath,
  defineEndpoint,
  EndpointDefinitionError,
  envelope,
  fullPath,
  pathParamNames,
} from './endpoint';

const base = {
  method: 'GET',
  service: 'sports',
  auth: 'none',
  response: z.null(),
  purpose: 'test',
} as const;

describe('defineEndpoint', () => {
  it('accepts path params that match the schema', () => {
    const e = defineEndpoint({
      ...base,
      id: 't.ok',
      path: '/api/v1/{game}/mybet/{id}',
      params: z.object({ game: z.string(), id: z.string() }),
    });
    expect(pathParamNames(e.path)).toEqual(['game', 'id']);
  });

  it('throws a definition error when the path and the schema disagree', () => {
    expect(() =>
      defineEndpoint({
        ...base,
        id: 't.bad',
        path: '/api/v1/{game}',
        // @ts-expect-error the schema lacks the path's `game`
        params: z.object({ other: z.string() }),
      }),
    ).toThrow(EndpointDefinitionError);
    // @ts-expect-error a path param needs a params schema
    expect(() => defineEndpoint({ ...base, id: 't.none', path: '/api/v1/{game}' })).toThrow(/game/);
  });

  it('refuses a GET with a body', () => {
    expect(() => defineEndpoint({ ...base, id: 't.body', path: '/x', body: z.object({}) })).toThrow(
      /GET/,
    );
  });
});

describe('paths', () => {
  const e = {
    id: 'sports.mybetById',
    service: 'sports',
    path: '/api/v1/{game}/mybet/{id}',
  } as const;

  it('prefixes the service and fills encoded params', () => {
    expect(fullPath(e)).toBe('/sports/api/v1/{game}/mybet/{id}');
    expect(colonPath(e)).toBe('/sports/api/v1/:game/mybet/:id');
    expect(buildPath(e, { game: 'soccer', id: 'a/b c' })).toBe(
      '/sports/api/v1/soccer/mybet/a%2Fb%20c',
    );
  });

  it('throws on a missing param', () => {
    expect(() => buildPath(e, { game: 'soccer' })).toThrow(/missing path param id/);
  });
});

describe('envelope', () => {
  it('is { code, msg, data }', () => {
    const schema = envelope(z.object({ n: z.number() }));
    expect(schema.parse({ code: 0, msg: '', data: { n: 1 } })).toEqual({
      code: 0,
      msg: '',
      data: { n: 1 },
    });
    expect(schema.safeParse({ code: 0, data: { n: 1 } }).success).toBe(false);
    expect(schema.safeParse({ code: 0.5, msg: '', data: { n: 1 } }).success).toBe(false);
  });
});
