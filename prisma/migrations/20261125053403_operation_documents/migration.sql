-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "operation_id" UUID;

-- CreateIndex
CREATE INDEX "documents_operation_id_created_at_idx" ON "documents"("operation_id", "created_at");

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_operation_id_fkey" FOREIGN KEY ("operation_id") REFERENCES "operations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
