// The game-availability lists are cached compressed (issue 7: fflate), so the cache of a large
// catalogue stays small in localStorage after encryption and base64.
import { strFromU8, strToU8, unzlibSync, zlibSync } from 'fflate';

export class PackedJsonError extends Error {
  override readonly name = 'PackedJsonError';
}

export function packJson(value: unknown): Uint8Array {
  return zlibSync(strToU8(JSON.stringify(value)), { level: 6 });
}

/** Unpacks and checks the value with `guard`; throws PackedJsonError on anything unexpected. */
export function unpackJson<T>(bytes: Uint8Array, guard: (value: unknown) => value is T): T {
  let value: unknown;
  try {
    value = JSON.parse(strFromU8(unzlibSync(bytes)));
  } catch (error) {
    throw new PackedJsonError('cached value is not packed JSON', { cause: error });
  }
  if (!guard(value)) throw new PackedJsonError('cached value has an unexpected shape');
  return value;
}
