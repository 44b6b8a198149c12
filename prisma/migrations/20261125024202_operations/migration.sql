-- CreateEnum
CREATE TYPE "OperationStatus" AS ENUM ('NOT_ASSIGNED', 'CANCELED', 'ON_HOLD', 'IN_COORDINATION', 'IN_TRANSIT', 'AT_BORDER', 'ARRIVED', 'PAYMENT_PENDING', 'CLOSURE_PENDING', 'CLOSED');

-- CreateEnum
CREATE TYPE "NoteVisibility" AS ENUM ('CLIENT', 'INTERNAL', 'ON_REQUEST');

-- CreateTable
CREATE TABLE "operations" (
    "id" UUID NOT NULL,
    "reference" TEXT NOT NULL,
    "status" "OperationStatus" NOT NULL DEFAULT 'NOT_ASSIGNED',
    "house_number" TEXT,
    "master_number" TEXT,
    "shipment_key" TEXT,
    "container_numbers" TEXT[],
    "container_search" TEXT NOT NULL DEFAULT '',
    "quotation_id" UUID,
    "quote_number" TEXT,
    "client_id" UUID NOT NULL,
    "commercial_id" UUID,
    "transport_mode" "TransportMode" NOT NULL,
    "container_mode" TEXT,
    "origin_code" TEXT,
    "origin_name" TEXT,
    "destination_code" TEXT,
    "destination_name" TEXT,
    "etd" DATE,
    "eta" DATE,
    "incoterm" TEXT,
    "goods_description" TEXT,
    "packages" INTEGER,
    "weight_kg" DECIMAL(14,2),
    "volume_m3" DECIMAL(14,3),
    "containers" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "operations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operation_operatives" (
    "operation_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "operation_operatives_pkey" PRIMARY KEY ("operation_id","user_id")
);

-- CreateTable
CREATE TABLE "operation_status_changes" (
    "id" UUID NOT NULL,
    "operation_id" UUID NOT NULL,
    "from_status" "OperationStatus",
    "to_status" "OperationStatus" NOT NULL,
    "user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "operation_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operation_notes" (
    "id" UUID NOT NULL,
    "operation_id" UUID NOT NULL,
    "visibility" "NoteVisibility" NOT NULL DEFAULT 'INTERNAL',
    "note_type_id" UUID,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "operation_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operation_note_revisions" (
    "id" UUID NOT NULL,
    "note_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "operation_note_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operation_events" (
    "id" UUID NOT NULL,
    "operation_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "due_at" TIMESTAMPTZ(3) NOT NULL,
    "finalized_at" TIMESTAMPTZ(3),
    "finalized_by" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "operation_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operation_event_postponements" (
    "id" UUID NOT NULL,
    "event_id" UUID NOT NULL,
    "from_due_at" TIMESTAMPTZ(3) NOT NULL,
    "to_due_at" TIMESTAMPTZ(3) NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "operation_event_postponements_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "operations_reference_key" ON "operations"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "operations_shipment_key_key" ON "operations"("shipment_key");

-- CreateIndex
CREATE UNIQUE INDEX "operations_quotation_id_key" ON "operations"("quotation_id");

-- CreateIndex
CREATE INDEX "operations_created_at_id_idx" ON "operations"("created_at", "id");

-- CreateIndex
CREATE INDEX "operations_status_created_at_id_idx" ON "operations"("status", "created_at", "id");

-- CreateIndex
CREATE INDEX "operations_client_id_created_at_id_idx" ON "operations"("client_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "operations_commercial_id_created_at_id_idx" ON "operations"("commercial_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "operations_transport_mode_created_at_id_idx" ON "operations"("transport_mode", "created_at", "id");

-- CreateIndex
CREATE INDEX "operations_container_mode_created_at_id_idx" ON "operations"("container_mode", "created_at", "id");

-- CreateIndex
CREATE INDEX "operations_origin_code_created_at_id_idx" ON "operations"("origin_code", "created_at", "id");

-- CreateIndex
CREATE INDEX "operations_destination_code_created_at_id_idx" ON "operations"("destination_code", "created_at", "id");

-- CreateIndex
CREATE INDEX "operations_etd_id_idx" ON "operations"("etd", "id");

-- CreateIndex
CREATE INDEX "operations_eta_id_idx" ON "operations"("eta", "id");

-- CreateIndex
CREATE INDEX "operations_container_search_trgm_idx" ON "operations" USING GIN ("container_search" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_house_number_trgm_idx" ON "operations" USING GIN ("house_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_master_number_trgm_idx" ON "operations" USING GIN ("master_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_shipment_key_trgm_idx" ON "operations" USING GIN ("shipment_key" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operations_quote_number_trgm_idx" ON "operations" USING GIN ("quote_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "operation_operatives_user_id_operation_id_idx" ON "operation_operatives"("user_id", "operation_id");

-- CreateIndex
CREATE INDEX "operation_status_changes_operation_id_created_at_idx" ON "operation_status_changes"("operation_id", "created_at");

-- CreateIndex
CREATE INDEX "operation_notes_operation_id_created_at_idx" ON "operation_notes"("operation_id", "created_at");

-- CreateIndex
CREATE INDEX "operation_note_revisions_note_id_created_at_idx" ON "operation_note_revisions"("note_id", "created_at");

-- CreateIndex
CREATE INDEX "operation_events_operation_id_finalized_at_due_at_idx" ON "operation_events"("operation_id", "finalized_at", "due_at");

-- CreateIndex
CREATE INDEX "operation_events_due_at_operation_id_idx" ON "operation_events"("due_at", "operation_id");

-- CreateIndex
CREATE INDEX "operation_event_postponements_event_id_created_at_idx" ON "operation_event_postponements"("event_id", "created_at");

-- AddForeignKey
ALTER TABLE "operations" ADD CONSTRAINT "operations_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operations" ADD CONSTRAINT "operations_client_id_fkey" FOREIGN KEY ("client_id") REFERENCES "clients"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operations" ADD CONSTRAINT "operations_commercial_id_fkey" FOREIGN KEY ("commercial_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_operatives" ADD CONSTRAINT "operation_operatives_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_operatives" ADD CONSTRAINT "operation_operatives_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_status_changes" ADD CONSTRAINT "operation_status_changes_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_notes" ADD CONSTRAINT "operation_notes_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_notes" ADD CONSTRAINT "operation_notes_note_type_id_fkey" FOREIGN KEY ("note_type_id") REFERENCES "note_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_note_revisions" ADD CONSTRAINT "operation_note_revisions_note_id_fkey" FOREIGN KEY ("note_id") REFERENCES "operation_notes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_events" ADD CONSTRAINT "operation_events_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "operation_event_postponements" ADD CONSTRAINT "operation_event_postponements_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "operation_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Operation references (OP-26-000123) take their number from this sequence.
CREATE SEQUENCE "operation_reference_seq";
