-- CreateEnum
CREATE TYPE "InboundMailKind" AS ENUM ('REPLY', 'AUTO_REPLY', 'BOUNCE', 'UNMATCHED', 'HELD_STRANGER', 'HELD_SUBJECT', 'FLAGGED_CLOSED');

-- AlterTable
ALTER TABLE "provider_contacts" ADD COLUMN     "bounced_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "cost_requests" ADD COLUMN     "answered_by_mail_at" TIMESTAMPTZ(3),
ADD COLUMN     "bounced_at" TIMESTAMPTZ(3),
ADD COLUMN     "reply_token" TEXT NOT NULL DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text);

-- AlterTable
ALTER TABLE "cost_request_files" ADD COLUMN     "inbound_mail_id" UUID;

-- CreateTable
CREATE TABLE "cost_request_mail_ids" (
    "message_id" TEXT NOT NULL,
    "cost_request_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cost_request_mail_ids_pkey" PRIMARY KEY ("message_id")
);

-- CreateTable
CREATE TABLE "inbound_raw_mails" (
    "id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "envelope_from" TEXT,
    "envelope_to" TEXT[],
    "raw" BYTEA NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "inbound_raw_mails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbound_mails" (
    "id" UUID NOT NULL,
    "raw_id" UUID NOT NULL,
    "message_id" TEXT NOT NULL,
    "from_address" TEXT NOT NULL,
    "from_name" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "kind" "InboundMailKind" NOT NULL,
    "matched_by" TEXT,
    "cost_request_id" UUID,
    "bounced_address" TEXT,
    "rejected_files" JSONB,
    "received_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbound_mails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cost_request_mail_ids_cost_request_id_idx" ON "cost_request_mail_ids"("cost_request_id");

-- CreateIndex
CREATE INDEX "inbound_raw_mails_processed_at_received_at_idx" ON "inbound_raw_mails"("processed_at", "received_at");

-- CreateIndex
CREATE UNIQUE INDEX "inbound_mails_raw_id_key" ON "inbound_mails"("raw_id");

-- CreateIndex
CREATE UNIQUE INDEX "inbound_mails_message_id_key" ON "inbound_mails"("message_id");

-- CreateIndex
CREATE INDEX "inbound_mails_kind_received_at_idx" ON "inbound_mails"("kind", "received_at");

-- CreateIndex
CREATE INDEX "inbound_mails_cost_request_id_received_at_idx" ON "inbound_mails"("cost_request_id", "received_at");

-- CreateIndex
CREATE UNIQUE INDEX "cost_requests_reply_token_key" ON "cost_requests"("reply_token");

-- CreateIndex
CREATE INDEX "cost_request_files_inbound_mail_id_idx" ON "cost_request_files"("inbound_mail_id");

-- AddForeignKey
ALTER TABLE "cost_request_files" ADD CONSTRAINT "cost_request_files_inbound_mail_id_fkey" FOREIGN KEY ("inbound_mail_id") REFERENCES "inbound_mails"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_request_mail_ids" ADD CONSTRAINT "cost_request_mail_ids_cost_request_id_fkey" FOREIGN KEY ("cost_request_id") REFERENCES "cost_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_raw_id_fkey" FOREIGN KEY ("raw_id") REFERENCES "inbound_raw_mails"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_cost_request_id_fkey" FOREIGN KEY ("cost_request_id") REFERENCES "cost_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;
