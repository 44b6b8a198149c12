-- CreateEnum
CREATE TYPE "QuotationOrigin" AS ENUM ('STAFF', 'CLIENT_REQUEST');

-- AlterTable
ALTER TABLE "clients" ADD COLUMN     "portal_daily_request_limit" INTEGER NOT NULL DEFAULT 10,
ADD COLUMN     "portal_instant_prices" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "portal_self_quoting" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "quotations" ADD COLUMN     "origin" "QuotationOrigin" NOT NULL DEFAULT 'STAFF';
