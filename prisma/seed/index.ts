// `npm run db:seed`: demo data for the demo run and the tests; never run by a production start.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../apps/api/src/generated/prisma/client.js';
import { seedDemo } from './demo.js';

const connectionString = process.env.DATABASE_URL;
if (!connectionString) {
  console.error('DATABASE_URL is required');
  process.exit(1);
}
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
try {
  await seedDemo(prisma);
  console.log('Demo data seeded.');
} finally {
  await prisma.$disconnect();
}
