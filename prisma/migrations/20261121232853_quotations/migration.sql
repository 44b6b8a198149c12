-- CreateEnum
CREATE TYPE "Company" AS ENUM ('MVD', 'AUZ', 'ZON');

-- CreateEnum
CREATE TYPE "TransportMode" AS ENUM ('AIR', 'SEA', 'ROAD', 'EXPRESS');

-- CreateEnum
CREATE TYPE "Service" AS ENUM ('AIR_LSE', 'AIR_ULD', 'SEA_LCL', 'SEA_FCL', 'SEA_RORO', 'ROAD_LTL', 'ROAD_FTL', 'EXPRESS');

-- CreateEnum
CREATE TYPE "QuotationStatus" AS ENUM ('REQUESTED', 'PENDING', 'QUOTED', 'UPDATED', 'SENT', 'APPROVED', 'NOT_APPROVED', 'FUTURE');

-- CreateEnum
CREATE TYPE "LocationKind" AS ENUM ('SEAPORT', 'AIRPORT', 'COUNTRY');

-- CreateTable
CREATE TABLE "locations" (
    "id" UUID NOT NULL,
    "kind" "LocationKind" NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "country_code" VARCHAR(2) NOT NULL,
    "names" JSONB,
    "search_text" TEXT NOT NULL,

    CONSTRAINT "locations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reference_counters" (
    "company" "Company" NOT NULL,
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "reference_counters_pkey" PRIMARY KEY ("company","year")
);

-- CreateTable
CREATE TABLE "quotations" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "company" "Company" NOT NULL,
    "service" "Service" NOT NULL,
    "transport_mode" "TransportMode" NOT NULL,
    "status" "QuotationStatus" NOT NULL DEFAULT 'REQUESTED',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "client_id" UUID NOT NULL,
    "commercial_id" UUID NOT NULL,
    "assigned_to_id" UUID,
    "origin_code" TEXT,
    "origin_name" TEXT,
    "destination_code" TEXT,
    "destination_name" TEXT,
    "incoterm" TEXT,
    "measure_system" TEXT NOT NULL DEFAULT 'METRIC',
    "commodity_type" TEXT NOT NULL DEFAULT 'GEN',
    "goods_description" TEXT NOT NULL,
    "stackable" TEXT NOT NULL DEFAULT 'YES',
    "goods_value" DECIMAL(14,2),
    "goods_currency" TEXT NOT NULL DEFAULT 'USD',
    "has_insurance" BOOLEAN NOT NULL DEFAULT false,
    "insurance_value" DECIMAL(14,2),
    "insurance_currency" TEXT NOT NULL DEFAULT 'USD',
    "containers" JSONB NOT NULL DEFAULT '[]',
    "trucks" JSONB NOT NULL DEFAULT '[]',
    "packing_lines" JSONB NOT NULL DEFAULT '[]',
    "pickup" JSONB,
    "express" JSONB,
    "shipment_date" DATE,
    "goods_ready_date" DATE,
    "sellers" TEXT[],
    "buyers" TEXT[],
    "client_reference" TEXT,
    "pricing_comments" TEXT,
    "total_packages" INTEGER NOT NULL DEFAULT 0,
    "total_pallets" INTEGER NOT NULL DEFAULT 0,
    "total_weight_kg" DECIMAL(14,2) NOT NULL DEFAULT 0,
    "total_volume_m3" DECIMAL(14,3) NOT NULL DEFAULT 0,
    "chargeable" DECIMAL(14,3) NOT NULL DEFAULT 0,
    "chargeable_unit" TEXT NOT NULL DEFAULT 'KG',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "quotations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotation_events" (
    "id" UUID NOT NULL,
    "quotation_id" UUID NOT NULL,
    "user_id" UUID,
    "kind" TEXT NOT NULL,
    "detail" TEXT,
    "from_status" "QuotationStatus",
    "to_status" "QuotationStatus",
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quotation_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotation_notes" (
    "id" UUID NOT NULL,
    "quotation_id" UUID NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'INTERNAL',
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "quotation_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "client_visible" BOOLEAN NOT NULL DEFAULT false,
    "provider_visible" BOOLEAN NOT NULL DEFAULT false,
    "safety_data_sheet" BOOLEAN NOT NULL DEFAULT false,
    "quotation_id" UUID,
    "client_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "drafts" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "drafts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "locations_code_idx" ON "locations"("code");

-- CreateIndex
CREATE INDEX "locations_search_trgm_idx" ON "locations" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "locations_kind_code_key" ON "locations"("kind", "code");

-- CreateIndex
CREATE UNIQUE INDEX "quotations_reference_key" ON "quotations"("reference");

-- CreateIndex
CREATE INDEX "quotations_commercial_id_created_at_id_idx" ON "quotations"("commercial_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_assigned_to_id_created_at_id_idx" ON "quotations"("assigned_to_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_created_at_id_idx" ON "quotations"("created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_status_created_at_id_idx" ON "quotations"("status", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_client_id_created_at_id_idx" ON "quotations"("client_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_service_created_at_id_idx" ON "quotations"("service", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_transport_mode_created_at_id_idx" ON "quotations"("transport_mode", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_origin_code_created_at_id_idx" ON "quotations"("origin_code", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_destination_code_created_at_id_idx" ON "quotations"("destination_code", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_incoterm_created_at_id_idx" ON "quotations"("incoterm", "created_at", "id");

-- CreateIndex
CREATE INDEX "quotations_reference_trgm_idx" ON "quotations" USING GIN ("reference" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "quotation_events_quotation_id_created_at_idx" ON "quotation_events"("quotation_id", "created_at");

-- CreateIndex
CREATE INDEX "quotation_events_quotation_id_user_id_kind_created_at_idx" ON "quotation_events"("quotation_id", "user_id", "kind", "created_at");

-- CreateIndex
CREATE INDEX "quotation_notes_quotation_id_created_at_idx" ON "quotation_notes"("quotation_id", "created_at");

-- CreateIndex
CREATE INDEX "documents_quotation_id_created_at_idx" ON "documents"("quotation_id", "created_at");

-- CreateIndex
CREATE INDEX "documents_created_by_quotation_id_idx" ON "documents"("created_by", "quotation_id");

-- CreateIndex
CREATE INDEX "drafts_user_id_updated_at_id_idx" ON "drafts"("user_id", "updated_at", "id");

-- AddForeignKey
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_commercial_id_fkey" FOREIGN KEY ("commercial_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_assigned_to_id_fkey" FOREIGN KEY ("assigned_to_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotation_notes" ADD CONSTRAINT "quotation_notes_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
