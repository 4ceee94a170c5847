import { describe, expect, it } from 'vitest';
import {
  createCryptoBox,
  fromBase64,
  generateStorageKey,
  IV_BYTES,
  StorageCryptoError,
  toBase64,
} from './crypto-box';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('crypto box (AES-GCM)', () => {
  it('opens what it sealed, and never seals the same value to the same bytes', async () => {
    const box = createCryptoBox(await generateStorageKey());
    const first = await box.seal(bytes('token-123'));
    const second = await box.seal(bytes('token-123'));
    expect(toBase64(first)).not.toBe(toBase64(second));
    expect(first.byteLength).toBe(IV_BYTES + 'token-123'.length + 16);
    expect(new TextDecoder().decode(await box.open(first))).toBe('token-123');
  });

  it('refuses a value sealed under another key or altered', async () => {
    const sealed = await createCryptoBox(await generateStorageKey()).seal(bytes('secret'));
    const other = createCryptoBox(await generateStorageKey());
    await expect(other.open(sealed)).rejects.toBeInstanceOf(StorageCryptoError);
    const tampered = sealed.slice();
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    const own = createCryptoBox(await generateStorageKey());
    await expect(own.open(tampered)).rejects.toBeInstanceOf(StorageCryptoError);
    await expect(own.open(new Uint8Array(4))).rejects.toThrow('too short');
  });

  it('makes keys that script cannot export', async () => {
    const key = await generateStorageKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('round-trips base64 and rejects malformed text', () => {
    const data = new Uint8Array([0, 1, 250, 255, 128]);
    expect(fromBase64(toBase64(data))).toEqual(data);
    expect(() => fromBase64('not base64 !!')).toThrow(StorageCryptoError);
  });
});
