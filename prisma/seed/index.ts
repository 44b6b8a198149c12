// `npm run db:seed`: demo data for the demo run and the tests; never run by a production start.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { seedDemo } from './demo.js';

const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
// The seed's transactions write hundreds of rows each: on a busy machine Prisma's 5 s default
// timeout failed the first run of the demo (P2028), so they get room here.
const prisma = new PrismaClient({
  adapter: new PrismaPg({ connectionString }),
  transactionOptions: { maxWait: 30_000, timeout: 120_000 },
});
try {
  await seedDemo(prisma);
  // The analytics triggers only queue the quotations they touched (issue 37): apply them now, so a fresh
  // database (the tests' template) starts with its rollups up to date, as the API keeps them.
  while ((await prisma.$queryRaw<{ n: number }[]>`SELECT analytics_refresh_pending(true) AS n`)[0].n > 0);
  console.log('Demo data seeded.');
} finally {
  await prisma.$disconnect();
}
