// Secrets not given in the environment are generated on first start and kept in DATA_DIR, so that
// tokens survive a restart without anyone having to invent a secret (issue 4, "Runtime").
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export interface Secrets {
  /** HMAC key for stored token digests and payment-page links. */
  tokenSecret: string;
  /** Sent as `X-Admin-Key` to the operator endpoints (withdrawal approval, support chat). */
  adminKey: string;
}

export const SECRETS_FILE = 'secrets.json';

const fileSchema = z.object({
  tokenSecret: z.string().min(32).optional(),
  adminKey: z.string().min(24).optional(),
});
type StoredSecrets = z.infer<typeof fileSchema>;

export function generateSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Environment values win, then the file in `dataDir`, then fresh values. Only generated values are
 * written to the file (mode 0600); a secret given in the environment never lands on disk. With no
 * data directory (in-memory runs) generated secrets live for the process only.
 */
export async function loadSecrets(
  dataDir: string | null,
  given: { tokenSecret?: string | undefined; adminKey?: string | undefined },
): Promise<Secrets> {
  const file = dataDir === null ? null : path.join(dataDir, SECRETS_FILE);
  const stored = file === null ? {} : await readSecretsFile(file);
  const generated: StoredSecrets = {};
  const tokenSecret =
    given.tokenSecret ?? stored.tokenSecret ?? (generated.tokenSecret = generateSecret());
  const adminKey = given.adminKey ?? stored.adminKey ?? (generated.adminKey = generateSecret(24));
  if (file !== null && dataDir !== null && Object.keys(generated).length > 0) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify({ ...stored, ...generated }, null, 2)}\n`, {
      mode: 0o600,
    });
  }
  return { tokenSecret, adminKey };
}

async function readSecretsFile(file: string): Promise<StoredSecrets> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed = fileSchema.safeParse(parseJson(text));
  if (!parsed.success) throw new Error(`${file} is not a valid secrets file; fix or delete it`);
  return parsed.data;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
