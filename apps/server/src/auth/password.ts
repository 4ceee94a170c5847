// Password hashing with scrypt from node:crypto (issue 4: a slow KDF). The parameters travel inside
// the stored string, so the cost can be raised later without invalidating existing hashes.
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

export interface ScryptCost {
  /** CPU/memory cost, a power of two. 2^15 uses 32 MiB and about 100 ms on one core. */
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const PREFIX = 'scrypt';

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(
  password: string,
  cost: ScryptCost = DEFAULT_SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, cost);
  return [
    PREFIX,
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** False for a wrong password and for a malformed stored hash; never throws on user input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [prefix, n, r, p, salt, key] = parts;
  if (parts.length !== 6 || prefix !== PREFIX || !salt || !key) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0))
    return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: compared against when the account does not exist, so that a
 * login for an unknown account takes as long as one with a wrong password (no enumeration). */
export async function decoyHash(cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), cost);
}
