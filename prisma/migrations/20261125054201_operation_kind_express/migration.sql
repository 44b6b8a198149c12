-- CreateEnum
CREATE TYPE "OperationKind" AS ENUM ('GENERAL', 'EXPRESS');

-- AlterTable
ALTER TABLE "operations" ADD COLUMN     "courier" TEXT,
ADD COLUMN     "express_packages" JSONB,
ADD COLUMN     "kind" "OperationKind" NOT NULL DEFAULT 'GENERAL',
ADD COLUMN     "recipient_address" JSONB,
ADD COLUMN     "shipper_address" JSONB,
ADD COLUMN     "tracking_number" TEXT;

-- CreateIndex
CREATE INDEX "operations_kind_status_created_at_id_idx" ON "operations"("kind", "status", "created_at", "id");
