import type { Permission } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { sealSecret, secretKey } from '../../apps/api/src/modules/mfa/secret-seal.js';
import { upsertDemoUser } from './demo-user.js';

/**
 * The demo account with a TOTP second factor (issue 46): its secret is in the README, so anyone can add
 * it to an authenticator app. Apart from DEMO_ACCOUNTS, so the suites that sign every demo account in
 * with a password alone are not affected.
 */
export const DEMO_MFA_ACCOUNT = {
  username: 'dosfactores',
  code: 'DFA',
  name: 'Diego Dos Factores',
  role: 'commercial',
  permissions: ['COMMERCIAL', 'CREATE_QUOTATION', 'VIEW_QUOTATION', 'VIEW_CLIENT', 'SUPPORT_USER'] as Permission[],
  /** Base32, 20 bytes: the README lists it. */
  totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
};

/**
 * The secret is sealed with the key the API derives (MFA_ENCRYPTION_KEY, else JWT_SECRET), so the seed
 * needs the same variable as the API; without either (a test database's seed) the account is left out.
 */
export async function seedDemoMfa(prisma: PrismaClient, passwordHash: string): Promise<void> {
  const mfaEncryptionKey = process.env.MFA_ENCRYPTION_KEY?.trim() || null;
  const jwtSecret = process.env.JWT_SECRET?.trim() ?? '';
  if (!mfaEncryptionKey && !jwtSecret) {
    console.log('Demo second-factor account skipped: neither MFA_ENCRYPTION_KEY nor JWT_SECRET is set.');
    return;
  }
  const a = DEMO_MFA_ACCOUNT;
  const secretEncrypted = sealSecret(secretKey({ mfaEncryptionKey, jwtSecret }), a.totpSecret);
  await prisma.$transaction(async (tx) => {
    const userId = await upsertDemoUser(tx, { ...a, isCommercial: true }, passwordHash);
    await tx.userTotpFactor.upsert({
      where: { userId },
      update: { secretEncrypted, confirmedAt: new Date(), lastTimeStep: null },
      create: { userId, secretEncrypted, confirmedAt: new Date() },
    });
    await tx.userRecoveryCode.deleteMany({ where: { userId } });
  });
}
