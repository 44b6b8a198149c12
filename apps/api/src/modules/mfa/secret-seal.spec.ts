import { describe, expect, it } from '@jest/globals';
import { openSecret, sealSecret, secretKey } from './secret-seal.js';

const SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
const jwtSecret = 'a-jwt-secret-that-is-long-enough-0123456789';

describe('second-factor secrets at rest (AES-256-GCM)', () => {
  it('opens what it sealed, and never stores the secret in clear', () => {
    const key = secretKey({ mfaEncryptionKey: null, jwtSecret });
    const sealed = sealSecret(key, SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(openSecret(key, sealed)).toBe(SECRET);
    // A fresh IV each time: the same secret seals differently.
    expect(sealSecret(key, SECRET)).not.toBe(sealed);
  });

  it('MFA_ENCRYPTION_KEY, when set, is the key instead of JWT_SECRET', () => {
    const fromJwt = secretKey({ mfaEncryptionKey: null, jwtSecret });
    const own = secretKey({ mfaEncryptionKey: 'an-mfa-encryption-key-of-32-characters!', jwtSecret });
    expect(own.equals(fromJwt)).toBe(false);
    expect(() => openSecret(own, sealSecret(fromJwt, SECRET))).toThrow();
  });

  it('refuses a tampered ciphertext or an unknown format', () => {
    const key = secretKey({ mfaEncryptionKey: null, jwtSecret });
    const [v, iv, tag, data] = sealSecret(key, SECRET).split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => openSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => openSecret(key, `v0.${iv}.${tag}.${data}`)).toThrow('unknown sealed secret format');
  });
});
