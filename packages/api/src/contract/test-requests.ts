// Test support (issue 17): the fields of an endpoint's request, found by walking its schemas, and
// a request the schemas accept, built from sample values. The contract's text-rule test and the
// server's fuzz test read requests through this one walk. Not part of the published package: the
// tests import it from source only (package.json exports it to nobody else).
import * as z from 'zod';
import type { EndpointDescriptor } from './endpoint';

export const REQUEST_PARTS = ['params', 'query', 'body', 'headers'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

/** A place in a request where one value goes. */
export interface RequestField {
  part: RequestPart;
  /** e.g. `body|1.legs[].name`: `|i` is a union's option, `[]` an array's element. */
  label: string;
  /** Where the value sits in the sample of the part (array elements at index 0). */
  path: readonly (string | number)[];
  schema: z.ZodType;
}

/** A request the endpoint's schemas accept (when samples allow), and the fields it exercises. */
export interface SampleRequest {
  input: Partial<Record<RequestPart, unknown>>;
  fields: RequestField[];
}

/**
 * Values some field accepts, tried in order after the field's own enum or literal values: each
 * is a real value of its kind (a valid CPF, card number, TRC20 address...).
 */
export const SAMPLE_VALUES: readonly unknown[] = [
  'user@example.com',
  'Secret123',
  'Nickname',
  'Ana Souza',
  '246810',
  '123456',
  '123',
  '10',
  '1',
  '0',
  '12.5',
  '55',
  '11987654321',
  'USDT',
  'BR',
  'en',
  '2025-01-02',
  '2025-01-02T10:00:00Z',
  '12/30',
  '529.982.247-25',
  '4111111111111111',
  'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
  'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  '1735689600',
  1,
  10,
  0,
  12.5,
  true,
  false,
];

type Schema = z.core.$ZodType;

/** The contract's schemas are classic zod schemas: a field is handed out as one. */
function classic(schema: Schema): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new TypeError('expected a classic zod schema');
}

function unwrap(schema: Schema): Schema {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch
  )
    return unwrap(schema.unwrap());
  return schema;
}

/** Objects, arrays and records are walked into; their fields are tried one by one. */
function isStructured(schema: Schema): boolean {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodPipe) return isStructured(inner.in);
  if (inner instanceof z.ZodUnion) return inner.options.every(isStructured);
  return (
    inner instanceof z.ZodObject ||
    inner instanceof z.ZodArray ||
    inner instanceof z.ZodRecord ||
    inner instanceof z.ZodTuple
  );
}

/** Whether some input string reaches a z.string() inside this field's schema. */
export function takesString(schema: Schema): boolean {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodString) return true;
  if (inner instanceof z.ZodPipe) return takesString(inner.in);
  if (inner instanceof z.ZodUnion) return inner.options.some(takesString);
  return false;
}

/** The enum and literal values a field names itself. */
function ownValues(schema: Schema): unknown[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodEnum) return [...inner.options];
  if (inner instanceof z.ZodLiteral) return [...inner.values];
  if (inner instanceof z.ZodPipe) return [...ownValues(inner.in), ...ownValues(inner.out)];
  if (inner instanceof z.ZodUnion) return inner.options.flatMap(ownValues);
  return [];
}

/** A value the field accepts, or undefined when no sample fits. */
export function sampleOf(schema: Schema): unknown {
  return [...ownValues(schema), ...SAMPLE_VALUES].find(
    (value) => z.safeParse(schema, value).success,
  );
}

interface Variant {
  value: unknown;
  fields: Omit<RequestField, 'part'>[];
}

function objectVariants(
  schema: z.ZodObject,
  label: string,
  path: readonly (string | number)[],
): Variant[] {
  const children = Object.entries(schema.shape).map(
    ([key, child]) => [key, variants(child, `${label}.${key}`, [...path, key])] as const,
  );
  const first = (key: string, all: Variant[]) => [key, all[0]?.value] as const;
  const value: Record<string, unknown> = Object.fromEntries(
    children.map(([key, all]) => first(key, all)),
  );
  const base: Variant = {
    value: acceptable(schema, value),
    fields: children.flatMap(([, all]) => all[0]?.fields ?? []),
  };
  // A union of objects below a key gives one more sample per other option.
  const others = children.flatMap(([key, all]) =>
    all.slice(1).map((variant) => ({
      value: acceptable(schema, { ...value, [key]: variant.value }),
      fields: variant.fields,
    })),
  );
  return [base, ...others];
}

/**
 * The sample as built, or without one optional key when that is what the object's refinements
 * want (a withdrawal takes a saved account or an address, not both).
 */
function acceptable(schema: z.ZodObject, value: Record<string, unknown>): Record<string, unknown> {
  if (z.safeParse(schema, value).success) return value;
  for (const [key, child] of Object.entries(schema.shape)) {
    if (!(child instanceof z.ZodOptional)) continue;
    const without = Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
    if (z.safeParse(schema, without).success) return without;
  }
  return value;
}

function variants(schema: Schema, label: string, path: readonly (string | number)[]): Variant[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) return objectVariants(inner, label, path);
  if (inner instanceof z.ZodArray)
    return variants(inner.element, `${label}[]`, [...path, 0]).map((variant) => ({
      value: [variant.value],
      fields: variant.fields,
    }));
  if (inner instanceof z.ZodPipe && isStructured(inner.in)) return variants(inner.in, label, path);
  if (inner instanceof z.ZodUnion && inner.options.every(isStructured))
    return inner.options.flatMap((option, i) => variants(option, `${label}|${i}`, path));
  return [{ value: sampleOf(inner), fields: [{ label, path, schema: classic(inner) }] }];
}

/**
 * Requests for the endpoint: the first holds a sample for every field (the first option of each
 * union of objects); each further one is the sample with another option, and its fields.
 */
export function sampleRequests(endpoint: EndpointDescriptor): SampleRequest[] {
  const parts = REQUEST_PARTS.flatMap((part) => {
    const schema = endpoint[part];
    return schema ? [[part, variants(schema, part, [])] as const] : [];
  });
  const base: SampleRequest['input'] = Object.fromEntries(
    parts.map(([part, all]) => [part, all[0]?.value]),
  );
  const withPart = (part: RequestPart) => (field: Omit<RequestField, 'part'>) => ({
    ...field,
    part,
  });
  return [
    {
      input: base,
      fields: parts.flatMap(([part, all]) => (all[0]?.fields ?? []).map(withPart(part))),
    },
    ...parts.flatMap(([part, all]) =>
      all.slice(1).map((variant) => ({
        input: { ...base, [part]: variant.value },
        fields: variant.fields.map(withPart(part)),
      })),
    ),
  ];
}

/** Every field of the endpoint's request, once. */
export function requestFields(endpoint: EndpointDescriptor): RequestField[] {
  return sampleRequests(endpoint).flatMap((request) => request.fields);
}

/** A copy of the value with `replacement` at `path` (undefined removes the key). */
export function replaceAt(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const inner =
    rest.length === 0 ? replacement : replaceAt(readKey(value, head), rest, replacement);
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(head)] = inner;
    return copy;
  }
  const others = Object.entries(isRecord(value) ? value : {}).filter(
    ([key]) => key !== String(head),
  );
  return Object.fromEntries(inner === undefined ? others : [...others, [String(head), inner]]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readKey(value: unknown, key: string | number): unknown {
  if (Array.isArray(value)) return value[Number(key)];
  return isRecord(value) ? value[String(key)] : undefined;
}
