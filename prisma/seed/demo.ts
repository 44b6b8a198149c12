import { hash } from '@node-rs/argon2';
import { PERMISSIONS } from '@freight/shared';
import type { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { loadLocationCatalogue } from '../../apps/api/src/modules/reference/location-catalogue.repository.js';
import { DEMO_ACCOUNTS, DEMO_CLIENTS, DEMO_PASSWORD, LEGACY_DEMO_TAX_IDS } from './demo-accounts.js';
import { seedDemoQuotations } from './demo-quotations.js';
import { seedDemoPricingReference } from './demo-pricing-reference.js';
import { seedDemoPricingFlow } from './demo-pricing-flow.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoRecordTypes } from './demo-record-types.js';
import { seedDemoClients } from './demo-clients.js';
import { seedDemoPortal } from './demo-portal.js';
import { seedDemoOperations } from './demo-operations.js';
import { seedDemoSupport } from './demo-support.js';
import { seedDemoAnalyticsHistory } from './demo-analytics-history.js';
import { seedDemoRates } from './demo-rates.js';
import { seedDemoMfa } from './demo-mfa.js';
import { upsertDemoUser } from './demo-user.js';

/** Idempotent demo data: a second run updates in place. Later issues add their data here. */
export async function seedDemo(prisma: PrismaClient): Promise<void> {
  await prisma.permission.createMany({ data: PERMISSIONS.map((name) => ({ name })), skipDuplicates: true });
  const passwordHash = await hash(DEMO_PASSWORD);

  const commercial = await upsertAccount(prisma, 'comercial', passwordHash, null);
  const clientIds: Record<'A' | 'B', string> = { A: '', B: '' };
  for (const key of ['A', 'B'] as const) {
    const c = DEMO_CLIENTS[key];
    await prisma.client.updateMany({ where: { taxId: LEGACY_DEMO_TAX_IDS[key] }, data: { taxId: c.taxId } });
    const row = await prisma.client.upsert({
      where: { country_taxId: { country: c.country, taxId: c.taxId } },
      update: { ...c, commercialId: commercial },
      create: { ...c, commercialId: commercial },
      select: { id: true },
    });
    clientIds[key] = row.id;
  }
  // Issue 43: both demo clients may ask for quotations in the portal; client A (cliente) also gets instant
  // prices (demo-rates' rule "Portal: LCL Shanghai al instante") and its acceptances open the operation;
  // client B's requests go to pricing and its acceptances leave the operation to staff.
  for (const key of ['A', 'B'] as const)
    await prisma.client.update({
      where: { id: clientIds[key] },
      data: {
        portalSelfQuoting: true,
        portalInstantPrices: key === 'A',
        portalDailyRequestLimit: 20,
        portalOpensOperation: key === 'A',
      },
      select: { id: true },
    });
  for (const account of DEMO_ACCOUNTS) {
    await upsertAccount(prisma, account.username, passwordHash, account.client ? clientIds[account.client] : null);
  }
  // The manager oversees the commercial (manager view of quotations).
  await prisma.user.update({
    where: { username: 'gerente' },
    data: { relatedCommercials: { set: [{ username: 'comercial' }] } },
  });
  await loadLocationCatalogue(prisma);
  await seedDemoPricingReference(prisma);
  await seedDemoRates(prisma);
  await seedDemoQuotations(prisma);
  await seedDemoPricingFlow(prisma);
  await seedDemoNotifications(prisma);
  await seedDemoRecordTypes(prisma);
  await seedDemoPortal(prisma);
  // Last, so the quotations above stay on the two original demo clients.
  await seedDemoClients(prisma);
  await seedDemoOperations(prisma);
  await seedDemoSupport(prisma);
  await seedDemoAnalyticsHistory(prisma);
  await seedDemoMfa(prisma, passwordHash);
}

async function upsertAccount(
  prisma: PrismaClient,
  username: string,
  passwordHash: string,
  clientId: string | null,
): Promise<string> {
  const a = DEMO_ACCOUNTS.find((x) => x.username === username);
  if (!a) throw new Error(`Unknown demo account ${username}`);
  return prisma.$transaction((tx) => upsertDemoUser(tx, a, passwordHash, clientId));
}
