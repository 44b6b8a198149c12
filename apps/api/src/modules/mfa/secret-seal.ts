import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * The AES-256-GCM key for second-factor secrets (issue 46): HKDF-SHA256 of MFA_ENCRYPTION_KEY, or of
 * JWT_SECRET when that is unset. Plain functions, so the demo seed seals its account's secret the same way.
 */
export function secretKey(material: { mfaEncryptionKey: string | null; jwtSecret: string }): Buffer {
  return Buffer.from(
    hkdfSync('sha256', material.mfaEncryptionKey ?? material.jwtSecret, 'freight-mfa', 'totp-secret/v1', 32),
  );
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url), so a later key or algorithm can be told apart. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'))].join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
