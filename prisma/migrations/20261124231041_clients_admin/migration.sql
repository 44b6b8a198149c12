-- CreateEnum
CREATE TYPE "PaymentTerms" AS ENUM ('CASH', 'CREDIT', 'CHECK');

-- CreateEnum
CREATE TYPE "ExpressDirection" AS ENUM ('OB', 'IB');

-- CreateEnum
CREATE TYPE "AssignmentRole" AS ENUM ('COMMERCIAL', 'OPERATIVE');

-- CreateEnum
CREATE TYPE "AssignmentAction" AS ENUM ('ASSIGNED', 'UNASSIGNED');

-- DropIndex
DROP INDEX "clients_commercial_id_idx";

-- AlterTable
ALTER TABLE "clients" ADD COLUMN     "address" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "city" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "credit_days" INTEGER,
ADD COLUMN     "cw_code" TEXT,
ADD COLUMN     "payment_terms" "PaymentTerms" NOT NULL DEFAULT 'CASH',
ADD COLUMN     "postal_code" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "client_express_rates" (
    "id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "rate" TEXT NOT NULL DEFAULT 'IP0',
    "direction" "ExpressDirection" NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "client_express_rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "client_contacts" (
    "id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "position" TEXT,
    "language" "Language" NOT NULL DEFAULT 'es',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "client_contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "client_operatives" (
    "client_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "client_operatives_pkey" PRIMARY KEY ("client_id","user_id")
);

-- CreateTable
CREATE TABLE "client_assignments" (
    "id" UUID NOT NULL,
    "client_id" UUID NOT NULL,
    "role" "AssignmentRole" NOT NULL,
    "action" "AssignmentAction" NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "client_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "client_express_rates_client_id_position_idx" ON "client_express_rates"("client_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "client_contacts_client_id_email_key" ON "client_contacts"("client_id", "email");

-- CreateIndex
CREATE INDEX "client_operatives_user_id_idx" ON "client_operatives"("user_id");

-- CreateIndex
CREATE INDEX "client_assignments_client_id_created_at_idx" ON "client_assignments"("client_id", "created_at");

-- CreateIndex
CREATE INDEX "clients_commercial_id_trade_name_id_idx" ON "clients"("commercial_id", "trade_name", "id");

-- CreateIndex
CREATE INDEX "clients_legal_name_id_idx" ON "clients"("legal_name", "id");

-- CreateIndex
CREATE INDEX "clients_country_trade_name_id_idx" ON "clients"("country", "trade_name", "id");

-- CreateIndex
CREATE INDEX "clients_created_at_id_idx" ON "clients"("created_at", "id");

-- CreateIndex
CREATE INDEX "clients_tax_id_trgm_idx" ON "clients" USING GIN ("tax_id" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "clients_city_trgm_idx" ON "clients" USING GIN ("city" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "documents_client_id_created_at_idx" ON "documents"("client_id", "created_at");

-- AddForeignKey
ALTER TABLE "client_express_rates" ADD CONSTRAINT "client_express_rates_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_operatives" ADD CONSTRAINT "client_operatives_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "client_assignments" ADD CONSTRAINT "client_assignments_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Credit days only with CREDIT terms, and then one of the allowed values (spec section 9).
ALTER TABLE "clients" ADD CONSTRAINT "clients_credit_days_check" CHECK (
  (payment_terms = 'CREDIT' AND credit_days IN (7, 15, 30, 45, 60, 90, 120, 150, 180))
  OR (payment_terms <> 'CREDIT' AND credit_days IS NULL));
