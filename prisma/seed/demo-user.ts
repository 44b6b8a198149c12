import type { Prisma } from '../../apps/api/src/generated/prisma/client.js';
import type { DemoAccount } from './demo-accounts.js';

/**
 * One demo account written as the account lists it (idempotent: a second seed updates it in place),
 * its permissions replaced by the listed ones. Runs inside the caller's transaction; returns the user id.
 */
export async function upsertDemoUser(
  tx: Prisma.TransactionClient,
  a: DemoAccount,
  passwordHash: string,
  clientId: string | null = null,
): Promise<string> {
  const data = {
    code: a.code,
    name: a.name,
    email: `${a.username}@freight.local`,
    passwordHash,
    role: a.role,
    isCommercial: a.isCommercial ?? false,
    isManager: a.isManager ?? false,
    isThirdParty: a.isThirdParty ?? false,
    clientId,
  };
  const user = await tx.user.upsert({
    where: { username: a.username },
    update: data,
    create: { ...data, username: a.username },
    select: { id: true },
  });
  await tx.userPermission.deleteMany({ where: { userId: user.id } });
  await tx.userPermission.createMany({ data: a.permissions.map((permission) => ({ userId: user.id, permission })) });
  return user.id;
}
