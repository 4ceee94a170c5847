// Every string a request carries follows the text rule (issue 17): this walks every endpoint's
// params, query, body and headers down to each field that takes a string, finds a value the field
// accepts, and proves that the same value with a control character in it, or 100 KB long, is
// refused. A new field without the rule (a bare z.string()) fails here.
import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from './endpoints';
import { requestFields, SAMPLE_VALUES, takesString, type RequestField } from './test-requests';

const SAMPLE_TEXTS = SAMPLE_VALUES.filter((value): value is string => typeof value === 'string');

const rows = ENDPOINT_LIST.flatMap((endpoint) =>
  requestFields(endpoint)
    .filter((field) => takesString(field.schema))
    .map((field) => [`${endpoint.id} ${field.label}`, field] as const),
);

function followsTheRule(field: RequestField): void {
  const sample = SAMPLE_TEXTS.find((value) => field.schema.safeParse(value).success);
  expect(sample, 'no sample value is accepted: add one to SAMPLE_VALUES').toBeDefined();
  if (sample === undefined) return;
  const [head, tail] = [sample.slice(0, 1), sample.slice(1)];
  for (const bad of ['\u0000', '\u001b', '\u0085', '\ud800']) {
    expect(field.schema.safeParse(`${head}${bad}${tail}`).success, JSON.stringify(bad)).toBe(false);
    expect(field.schema.safeParse(`${sample}${bad}`).success, JSON.stringify(bad)).toBe(false);
  }
  const long = `${sample}${sample.slice(-1).repeat(100_000)}`;
  expect(field.schema.safeParse(long).success, '100 KB').toBe(false);
}

describe('every string field of every request follows the text rule', () => {
  it('finds the string fields (the walk reaches nested objects, arrays and unions)', () => {
    const paths = rows.map(([name]) => name);
    expect(paths).toContain('auth.register body.email');
    expect(paths).toContain('profile.setNickname body.nickname');
    expect(paths).toContain('wallet.recharge body.card.name');
    expect(paths).toContain('sports.bet body|1.legs[].name');
    expect(paths).toContain('verification.email query.email');
    expect(paths.length).toBeGreaterThan(80);
    expect(paths).toContain('lottery.bet body.match_id');
    expect(paths).toContain('racing.draws query.id');
  });

  it.each(rows)('%s', (_name, field) => {
    followsTheRule(field);
  });
});
