-- AlterTable
ALTER TABLE "quotation_notes" ADD COLUMN     "note_type_id" UUID;

-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "document_type_id" UUID;

-- AddForeignKey
ALTER TABLE "quotation_notes" ADD CONSTRAINT "quotation_notes_note_type_id_fkey" FOREIGN KEY ("note_type_id") REFERENCES "note_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_document_type_id_fkey" FOREIGN KEY ("document_type_id") REFERENCES "document_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
