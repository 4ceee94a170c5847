// The fuzz test's table of bad input (issue 17): for one endpoint, every field of a request the
// contract accepts (test-requests.ts builds it from samples) replaced by each junk value of its
// part, whole bodies that are not JSON, too large or of another type, and duplicated and unknown
// keys. Each case says what must come back: a refusal (4xx), a given status, or anything below
// 500; the test checks the envelope on all of them.
import { buildPath, type EndpointDescriptor } from '@bet/api/contract/endpoint';
import {
  replaceAt,
  sampleRequests,
  type RequestField,
  type SampleRequest,
} from '@bet/api/contract/test-requests';

/** A JSON token that JSON.stringify cannot write (1e309, -0, 30-digit integers). */
export class RawJson {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new RawJson(text);

export type Expect = 'refused' | 'below500' | number;

export interface FuzzCase {
  label: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  /** The body as sent: text, or bytes (then fetch sends no Content-Type). */
  body?: string | Uint8Array;
  /** Content-Type to send with a text body; null sends none. */
  contentType?: string | null;
  expect: Expect;
}

const HUNDRED_KB = 'x'.repeat(100_000);

/** Values for any field of a JSON body. */
export const BODY_VALUES: readonly (readonly [string, unknown])[] = [
  // Wrong types.
  ['null', null],
  ['true', true],
  ['object', {}],
  ['array', []],
  ['array of junk', [1, 'a', null]],
  // Empty values.
  ['missing', undefined],
  ['empty string', ''],
  ['spaces', '   '],
  // Control characters.
  ['NUL', '\u0000'],
  ['NUL inside', 'ab\u0000cd'],
  ['ESC', '\u001b[31mred'],
  ['DEL', 'a\u007fb'],
  ['C1 NEL', 'a\u0085b'],
  ['line break', 'first\nsecond'],
  // Long strings: over the body limit, and just under it in 1-, 2- and 4-byte characters.
  ['100 KB', HUNDRED_KB],
  ['60 KB', 'x'.repeat(60_000)],
  ['30 KB of 2-byte characters', 'é'.repeat(15_000)],
  ['40 KB of emoji', '😀'.repeat(10_000)],
  // Unicode edge cases.
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate inside', 'a\udfffb'],
  ['RTL override', '\u202egnp.exe\u202c'],
  ['emoji sequences', '😀🇧🇷👨‍👩‍👧'],
  ['combining marks', 'e\u0301\u0301\u0301'],
  ['BOM', '\ufeffabc'],
  ['Arabic-Indic digits', '١٢٣'],
  // Numbers: negative, zero, fractions, huge, beyond a database integer, NaN and Infinity as JSON
  // cannot say them (1e309 reads as Infinity), exponents.
  ['-1', -1],
  ['0', 0],
  ['-0', raw('-0')],
  ['1.5', 1.5],
  ['0.1+0.2', 0.1 + 0.2],
  ['MAX_VALUE', Number.MAX_VALUE],
  ['2^31', 2_147_483_648],
  ['1e309 (Infinity)', raw('1e309')],
  ['-1e309', raw('-1e309')],
  ['1e-400', raw('1e-400')],
  ['30 digits', raw('123456789012345678901234567890')],
  ['1E2', raw('1E2')],
  // Numbers as text.
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"1e3"', '1e3'],
  ['"-1"', '-1'],
  ['"1,5"', '1,5'],
  ['"0x10"', '0x10'],
  ['"2^31"', '2147483648'],
  ['20 digits', '99999999999999999999'],
  ['"1.0000001"', '1.0000001'],
  ['" 12 "', ' 12 '],
];

/** Values of a query parameter, as the server decodes them. */
export const QUERY_VALUES: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'ab\u0000cd',
  '\u001b',
  'a\u0085b',
  'a\nb',
  HUNDRED_KB,
  'x'.repeat(5_000),
  '\ud800',
  '\u202eabc',
  '😀',
  'e\u0301',
  '١٢٣',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e3',
  '1.5',
  '0x10',
  '32768',
  '2147483648',
  '99999999999999999999',
  '[]',
];

/** Query text sent as is: broken percent-encoding, encoded NUL, surrogates and overlong UTF-8. */
export const RAW_QUERY_VALUES: readonly string[] = [
  '%',
  '%zz',
  '%00',
  '%ED%A0%80',
  '%C0%80',
  '%FF%FE',
  '+',
];

/** Path parameter values (encoded by buildPath). */
export const PARAM_VALUES: readonly string[] = [
  ' ',
  '\u0000',
  'x'.repeat(5_000),
  HUNDRED_KB,
  '..',
  '../admin',
  '%',
  '\u202e',
  '😀',
  '-1',
  '0',
  '1e3',
  'NaN',
  '99999999999999999999',
];

/** Header values fetch can send (a header holds no NUL and no line break). */
export const HEADER_VALUES: readonly string[] = [
  '',
  'abc',
  'x'.repeat(8_000),
  '-1',
  'NaN',
  '99999999999999999999',
  '\u00ff',
];

/** JSON text of a value, RawJson tokens written as they are. */
export function jsonText(value: unknown): string | undefined {
  const tokens: string[] = [];
  const text = JSON.stringify(value, (_key, inner: unknown) => {
    if (!(inner instanceof RawJson)) return inner;
    tokens.push(inner.text);
    return `\u0000raw${tokens.length - 1}\u0000`;
  });
  return text?.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => tokens[Number(i)] ?? '');
}

/** What the server reads from JSON text: its parse, or undefined when it is not JSON. */
function parsed(text: string | undefined): { ok: boolean; value: unknown } {
  if (text === undefined || text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, value: undefined };
  }
}

function toStrings(value: unknown): Record<string, string> {
  const entries = Object.entries(value !== null && typeof value === 'object' ? value : {});
  return Object.fromEntries(
    entries.filter(([, inner]) => inner !== undefined).map(([key, inner]) => [key, String(inner)]),
  );
}

/** A request of the endpoint, built from its sample's parts; `expect` from the contract. */
class Builder {
  constructor(
    readonly endpoint: EndpointDescriptor,
    readonly sample: SampleRequest,
  ) {}

  get params(): Record<string, string> {
    return toStrings(this.sample.input.params);
  }
  get query(): Record<string, string> {
    return toStrings(this.sample.input.query);
  }
  get headers(): Record<string, string> {
    return toStrings(this.sample.input.headers);
  }

  /** Whether the contract refuses these parts (as the server decodes them). */
  refuses(parts: {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    headers?: unknown;
  }): boolean {
    const { endpoint } = this;
    return (
      (endpoint.params?.safeParse(parts.params ?? this.params).success ?? true) === false ||
      (endpoint.query?.safeParse(parts.query ?? this.query).success ?? true) === false ||
      (endpoint.body?.safeParse(parts.body).success ?? true) === false ||
      (endpoint.headers?.safeParse(parts.headers ?? this.headers).success ?? true) === false
    );
  }

  make(
    label: string,
    parts: {
      params?: Record<string, string>;
      query?: string;
      body?: string;
      headers?: Record<string, string>;
    },
    expect: Expect,
    contentType: string | null = 'application/json',
  ): FuzzCase {
    return {
      label: `${this.endpoint.id} ${label}`,
      path: buildPath(this.endpoint, parts.params ?? this.params),
      query: parts.query ?? new URLSearchParams(this.query).toString(),
      headers: parts.headers ?? this.headers,
      ...(parts.body === undefined ? {} : { body: parts.body }),
      contentType,
      expect,
    };
  }

  baseBody(): string | undefined {
    return jsonText(this.sample.input.body);
  }

  /** A case for JSON text of the body; its expectation is the contract's verdict on it. */
  bodyCase(label: string, text: string | undefined): FuzzCase {
    const read = parsed(text);
    const refused = !read.ok || this.refuses({ body: read.value });
    const tooLarge = text !== undefined && Buffer.byteLength(text) > 64 * 1024;
    return this.make(
      label,
      text === undefined ? {} : { body: text },
      tooLarge ? 413 : refused ? 'refused' : 'below500',
    );
  }
}

function fieldCases(builder: Builder, field: RequestField): FuzzCase[] {
  const key = String(field.path[0] ?? '');
  switch (field.part) {
    case 'body':
      return BODY_VALUES.map(([name, value]) =>
        builder.bodyCase(
          `${field.label}=${name}`,
          jsonText(replaceAt(builder.sample.input.body, field.path, value)),
        ),
      );
    case 'query': {
      const decoded = QUERY_VALUES.map((value) => {
        const query = new URLSearchParams({ ...builder.query, [key]: value });
        const seen = Object.fromEntries(new URLSearchParams(query.toString()));
        const expect = builder.refuses({ query: seen }) ? 'refused' : 'below500';
        return builder.make(
          `${field.label}=${JSON.stringify(value).slice(0, 24)}`,
          { query: query.toString() },
          expect,
        );
      });
      const others = new URLSearchParams(builder.query);
      others.delete(key);
      const rest = others.toString();
      const rawCases = RAW_QUERY_VALUES.map((value) =>
        builder.make(
          `${field.label}=raw ${value}`,
          { query: `${rest}${rest ? '&' : ''}${key}=${value}` },
          'below500',
        ),
      );
      return [...decoded, ...rawCases];
    }
    case 'params':
      return PARAM_VALUES.map((value) =>
        builder.make(
          `${field.label}=${JSON.stringify(value).slice(0, 24)}`,
          { params: { ...builder.params, [key]: value } },
          'below500',
        ),
      );
    case 'headers':
      return HEADER_VALUES.map((value) => {
        const headers = { ...builder.headers, [key]: value };
        const expect = builder.refuses({ headers }) ? 'refused' : 'below500';
        return builder.make(`${field.label}=${value.slice(0, 24)}`, { headers }, expect);
      });
  }
}

/** Bodies that are not JSON, JSON of another type, too large, or sent as another type. */
function wholeBodyCases(builder: Builder): FuzzCase[] {
  const base = builder.baseBody() ?? '{}';
  const notJson = ['not json', '{"a":', '{"a":1}}', "{'a':1}", 'NaN', '['.repeat(60_000)];
  const otherTypes = [
    '[]',
    'null',
    '"text"',
    '12',
    'true',
    `${'['.repeat(3_000)}${']'.repeat(3_000)}`,
  ];
  const padded = jsonText({ pad: HUNDRED_KB }) ?? '';
  return [
    ...notJson.map((text) => builder.make(`body ${text.slice(0, 12)}`, { body: text }, 400)),
    ...otherTypes.map((text) => builder.bodyCase(`body ${text.slice(0, 12)}`, text)),
    // A byte-order mark: the server's text decoding drops it, then reads the rest.
    builder.make('body after a BOM', { body: `\ufeff${base}` }, 'below500'),
    builder.make('body of 100 KB', { body: padded }, 413),
    builder.make('body as text/plain', { body: base }, 415, 'text/plain'),
    builder.make('body as a form', { body: 'a=1&b=2' }, 415, 'application/x-www-form-urlencoded'),
    builder.make(
      'body as multipart',
      { body: '--X\r\n\r\nx\r\n--X--' },
      415,
      'multipart/form-data; boundary=X',
    ),
    builder.make('body as XML', { body: '<a>1</a>' }, 415, 'application/xml'),
    { ...builder.make('body without a type', {}, 415, null), body: new TextEncoder().encode(base) },
  ];
}

/** Every top-level key once more, junk after the good value (JSON.parse keeps the last) or before. */
function duplicateKeyCases(builder: Builder): FuzzCase[] {
  const base = builder.baseBody();
  const body = builder.sample.input.body;
  if (
    base === undefined ||
    !base.startsWith('{') ||
    base === '{}' ||
    body === null ||
    typeof body !== 'object'
  )
    return [];
  return Object.keys(body).flatMap((key) => [
    builder.bodyCase(
      `duplicate ${key}, NUL last`,
      `${base.slice(0, -1)},${JSON.stringify(key)}:"\\u0000"}`,
    ),
    builder.bodyCase(
      `duplicate ${key}, number last`,
      `${base.slice(0, -1)},${JSON.stringify(key)}:12345}`,
    ),
    builder.bodyCase(
      `duplicate ${key}, NUL first`,
      `{${JSON.stringify(key)}:"\\u0000",${base.slice(1)}`,
    ),
  ]);
}

const UNKNOWN_KEYS =
  '"unknown_key":"x","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"":"","\\u0000":1';

function unknownKeyCases(builder: Builder): FuzzCase[] {
  const base = builder.baseBody();
  if (base === undefined || !base.startsWith('{')) return [];
  const text = base === '{}' ? `{${UNKNOWN_KEYS}}` : `${base.slice(0, -1)},${UNKNOWN_KEYS}}`;
  return [builder.bodyCase('unknown keys', text)];
}

function queryKeyCases(builder: Builder): FuzzCase[] {
  const base = new URLSearchParams(builder.query).toString();
  const joined = (extra: string) => (base === '' ? extra : `${base}&${extra}`);
  return [
    builder.make(
      'unknown query keys',
      { query: joined('unknown=1&__proto__=x&constructor=y&%00=1') },
      'below500',
    ),
    ...Object.keys(builder.query).flatMap((key) => [
      builder.make(`duplicate ${key}, junk last`, { query: joined(`${key}=%00`) }, 'below500'),
      builder.make(`duplicate ${key}, junk first`, { query: `${key}=%00&${base}` }, 'below500'),
    ]),
  ];
}

/** Every case of the endpoint. */
export function fuzzCases(endpoint: EndpointDescriptor): FuzzCase[] {
  const samples = sampleRequests(endpoint);
  const [first] = samples;
  if (first === undefined) return [];
  const base = new Builder(endpoint, first);
  // A field that several samples share (the stake of every kind of lottery bet) is tried once.
  const tried = new Map<string, Set<unknown>>();
  const firstTime = (field: RequestField) => {
    const key = `${field.part}:${field.path.join('.')}`;
    const schemas = tried.get(key) ?? new Set<unknown>();
    tried.set(key, schemas);
    if (schemas.has(field.schema)) return false;
    schemas.add(field.schema);
    return true;
  };
  const perField = samples.flatMap((sample) => {
    const builder = new Builder(endpoint, sample);
    return sample.fields.filter(firstTime).flatMap((field) => fieldCases(builder, field));
  });
  return [
    ...perField,
    ...(endpoint.body
      ? [...wholeBodyCases(base), ...duplicateKeyCases(base), ...unknownKeyCases(base)]
      : []),
    ...(endpoint.query ? queryKeyCases(base) : []),
  ];
}
