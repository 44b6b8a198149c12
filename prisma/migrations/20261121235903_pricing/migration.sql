-- CreateEnum
CREATE TYPE "PublishState" AS ENUM ('PENDING_PUBLICATION', 'PUBLISHED');

-- CreateEnum
CREATE TYPE "ApprovalState" AS ENUM ('NOT_REQUESTED', 'REQUESTED', 'APPROVED', 'REJECTED');

-- AlterTable
ALTER TABLE "quotations" ADD COLUMN     "approval_comment" TEXT,
ADD COLUMN     "approval_decided_at" TIMESTAMPTZ(3),
ADD COLUMN     "approval_decided_by" UUID,
ADD COLUMN     "approval_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "approval_state" "ApprovalState" NOT NULL DEFAULT 'NOT_REQUESTED',
ADD COLUMN     "not_approved_reason" TEXT,
ADD COLUMN     "pricing_user_id" UUID,
ADD COLUMN     "publish_state" "PublishState" NOT NULL DEFAULT 'PENDING_PUBLICATION',
ADD COLUMN     "published_at" TIMESTAMPTZ(3),
ADD COLUMN     "sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "taken_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "providers" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "language" "Language" NOT NULL DEFAULT 'en',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "origin_countries" TEXT[],
    "destination_countries" TEXT[],
    "categories" TEXT[],
    "services" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_contacts" (
    "id" UUID NOT NULL,
    "provider_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "primary" BOOLEAN NOT NULL DEFAULT false,
    "services" TEXT[],
    "traffics" TEXT[],
    "comments" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "provider_contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "charge_codes" (
    "id" UUID NOT NULL,
    "concept" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "taxed" BOOLEAN NOT NULL DEFAULT false,
    "air" BOOLEAN NOT NULL DEFAULT false,
    "sea" BOOLEAN NOT NULL DEFAULT false,
    "road" BOOLEAN NOT NULL DEFAULT false,
    "express" BOOLEAN NOT NULL DEFAULT false,
    "insurance" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "charge_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "standard_notes" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "services" TEXT[],
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "standard_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotation_standard_notes" (
    "quotation_id" UUID NOT NULL,
    "note_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "quotation_standard_notes_pkey" PRIMARY KEY ("quotation_id","note_id")
);

-- CreateTable
CREATE TABLE "cost_requests" (
    "id" UUID NOT NULL,
    "quotation_id" UUID NOT NULL,
    "provider_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "sent_at" TIMESTAMPTZ(3),
    "answered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "cost_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "costs" (
    "id" UUID NOT NULL,
    "quotation_id" UUID NOT NULL,
    "provider_id" UUID NOT NULL,
    "cost_request_id" UUID,
    "batch_id" UUID NOT NULL,
    "description" TEXT NOT NULL,
    "valid_until" DATE,
    "route" TEXT,
    "transit_days" INTEGER,
    "free_days" INTEGER,
    "carrier" TEXT,
    "comments" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "costs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cost_charges" (
    "id" UUID NOT NULL,
    "cost_id" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "charge_code_id" UUID NOT NULL,
    "description" TEXT,
    "currency" TEXT NOT NULL,
    "amount_per_unit" DECIMAL(14,4) NOT NULL,
    "quantity" DECIMAL(14,3) NOT NULL,
    "range_basis" TEXT,
    "range_from" DECIMAL(14,3),
    "range_to" DECIMAL(14,3),
    "total" DECIMAL(14,2) NOT NULL,
    "taxed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "cost_charges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sell_lines" (
    "id" UUID NOT NULL,
    "quotation_id" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "cost_charge_id" UUID,
    "charge_code_id" UUID NOT NULL,
    "description" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "cost_amount" DECIMAL(14,2) NOT NULL,
    "margin_kind" TEXT NOT NULL,
    "margin_value" DECIMAL(14,4) NOT NULL,
    "sell_amount" DECIMAL(14,2) NOT NULL,
    "tax_amount" DECIMAL(14,2) NOT NULL,
    "client_visible" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "sell_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "providers_code_key" ON "providers"("code");

-- CreateIndex
CREATE INDEX "providers_name_id_idx" ON "providers"("name", "id");

-- CreateIndex
CREATE INDEX "providers_name_trgm_idx" ON "providers" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "providers_origin_countries_idx" ON "providers" USING GIN ("origin_countries");

-- CreateIndex
CREATE INDEX "providers_destination_countries_idx" ON "providers" USING GIN ("destination_countries");

-- CreateIndex
CREATE INDEX "provider_contacts_provider_id_idx" ON "provider_contacts"("provider_id");

-- CreateIndex
CREATE UNIQUE INDEX "charge_codes_concept_key" ON "charge_codes"("concept");

-- CreateIndex
CREATE INDEX "cost_requests_quotation_id_created_at_idx" ON "cost_requests"("quotation_id", "created_at");

-- CreateIndex
CREATE INDEX "cost_requests_provider_id_created_at_idx" ON "cost_requests"("provider_id", "created_at");

-- CreateIndex
CREATE INDEX "costs_cost_request_id_idx" ON "costs"("cost_request_id");

-- CreateIndex
CREATE INDEX "costs_quotation_id_created_at_idx" ON "costs"("quotation_id", "created_at");

-- CreateIndex
CREATE INDEX "costs_provider_id_created_at_idx" ON "costs"("provider_id", "created_at");

-- CreateIndex
CREATE INDEX "cost_charges_cost_id_index_idx" ON "cost_charges"("cost_id", "index");

-- CreateIndex
CREATE INDEX "sell_lines_quotation_id_index_idx" ON "sell_lines"("quotation_id", "index");

-- CreateIndex
CREATE INDEX "quotations_pricing_user_id_created_at_id_idx" ON "quotations"("pricing_user_id", "created_at", "id");

-- AddForeignKey
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_pricing_user_id_fkey" FOREIGN KEY ("pricing_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "provider_contacts" ADD CONSTRAINT "provider_contacts_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotation_standard_notes" ADD CONSTRAINT "quotation_standard_notes_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotation_standard_notes" ADD CONSTRAINT "quotation_standard_notes_note_id_fkey" FOREIGN KEY ("note_id") REFERENCES "standard_notes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_requests" ADD CONSTRAINT "cost_requests_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_requests" ADD CONSTRAINT "cost_requests_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "costs" ADD CONSTRAINT "costs_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "costs" ADD CONSTRAINT "costs_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "costs" ADD CONSTRAINT "costs_cost_request_id_fkey" FOREIGN KEY ("cost_request_id") REFERENCES "cost_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_charges" ADD CONSTRAINT "cost_charges_cost_id_fkey" FOREIGN KEY ("cost_id") REFERENCES "costs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_charges" ADD CONSTRAINT "cost_charges_charge_code_id_fkey" FOREIGN KEY ("charge_code_id") REFERENCES "charge_codes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sell_lines" ADD CONSTRAINT "sell_lines_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sell_lines" ADD CONSTRAINT "sell_lines_cost_charge_id_fkey" FOREIGN KEY ("cost_charge_id") REFERENCES "cost_charges"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sell_lines" ADD CONSTRAINT "sell_lines_charge_code_id_fkey" FOREIGN KEY ("charge_code_id") REFERENCES "charge_codes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
