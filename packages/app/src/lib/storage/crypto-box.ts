// AES-GCM sealing of stored values (issue 7: Web Crypto, a non-extractable key, no fixed secret
// in the bundle). A sealed value is a fresh 12-byte IV followed by the ciphertext and its tag, so
// the same value never encrypts twice to the same bytes and tampering fails authentication.

export const IV_BYTES = 12;

export class StorageCryptoError extends Error {
  override readonly name = 'StorageCryptoError';
}

export interface CryptoBox {
  seal(plain: Uint8Array): Promise<Uint8Array>;
  /** Throws StorageCryptoError when the bytes were not sealed with this key or were altered. */
  open(sealed: Uint8Array): Promise<Uint8Array>;
}

function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer;
}

export function createCryptoBox(key: CryptoKey, subtle: SubtleCrypto = crypto.subtle): CryptoBox {
  return {
    async seal(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const cipher = await subtle.encrypt({ name: 'AES-GCM', iv }, key, toArrayBuffer(plain));
      const sealed = new Uint8Array(IV_BYTES + cipher.byteLength);
      sealed.set(iv, 0);
      sealed.set(new Uint8Array(cipher), IV_BYTES);
      return sealed;
    },
    async open(sealed) {
      if (sealed.byteLength <= IV_BYTES) throw new StorageCryptoError('sealed value too short');
      const iv = sealed.slice(0, IV_BYTES);
      try {
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv },
          key,
          toArrayBuffer(sealed.slice(IV_BYTES)),
        );
        return new Uint8Array(plain);
      } catch (error) {
        throw new StorageCryptoError('cannot decrypt a stored value', { cause: error });
      }
    },
  };
}

/** A new AES-GCM 256 key that script can use but never read out (extractable: false). */
export function generateStorageKey(subtle: SubtleCrypto = crypto.subtle): Promise<CryptoKey> {
  return subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** Base64 of bytes, for string-only storage (localStorage). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes of a base64 string; throws StorageCryptoError on malformed input. */
export function fromBase64(text: string): Uint8Array {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch (error) {
    throw new StorageCryptoError('stored value is not base64', { cause: error });
  }
}
