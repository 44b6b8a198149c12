import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@freight/shared';

/** A code of the step before or after the server's is accepted (clock drift); older ones are stale. */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Freight Portal';
// Crockford-like alphabet without look-alikes (0/O, 1/I/L): recovery codes are typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newTotpSecret(): string {
  return generateSecret();
}

export async function enrolmentUri(secret: string, account: string): Promise<{ uri: string; qr: string }> {
  const uri = generateURI({ issuer: ISSUER, label: account, secret });
  return { uri, qr: await toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }) };
}

/**
 * The time step a code belongs to when it is valid now (RFC 6238, ±1 step), and newer than
 * `afterTimeStep` (a step already used is refused); null otherwise.
 */
export async function verifiedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten recovery codes like `k7mq-3xzt-9p`, about 50 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 10)}`;
  });
}

/** What a person types back: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}
