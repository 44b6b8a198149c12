-- CreateEnum
CREATE TYPE "CostDraftState" AS ENUM ('PENDING', 'CONFIRMED', 'DISCARDED');

-- AlterTable
ALTER TABLE "inbound_mails" ADD COLUMN     "template_errors" JSONB;

-- CreateTable
CREATE TABLE "cost_drafts" (
    "id" UUID NOT NULL,
    "cost_request_id" UUID NOT NULL,
    "inbound_mail_id" UUID,
    "file_name" TEXT NOT NULL,
    "template_version" INTEGER NOT NULL,
    "cost" JSONB NOT NULL,
    "state" "CostDraftState" NOT NULL DEFAULT 'PENDING',
    "decided_at" TIMESTAMPTZ(3),
    "decided_by" UUID,
    "batch_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cost_drafts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cost_drafts_cost_request_id_created_at_idx" ON "cost_drafts"("cost_request_id", "created_at");

-- CreateIndex
CREATE INDEX "cost_drafts_inbound_mail_id_idx" ON "cost_drafts"("inbound_mail_id");

-- AddForeignKey
ALTER TABLE "cost_drafts" ADD CONSTRAINT "cost_drafts_cost_request_id_fkey" FOREIGN KEY ("cost_request_id") REFERENCES "cost_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_drafts" ADD CONSTRAINT "cost_drafts_inbound_mail_id_fkey" FOREIGN KEY ("inbound_mail_id") REFERENCES "inbound_mails"("id") ON DELETE SET NULL ON UPDATE CASCADE;
