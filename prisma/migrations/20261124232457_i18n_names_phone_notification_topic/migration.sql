-- Users: a phone printed on client PDFs beside the commercial's name and e-mail.
ALTER TABLE "users" ADD COLUMN     "phone" TEXT;

-- Charge codes: a name per language, existing codes keep their one name in all three until edited.
ALTER TABLE "charge_codes" ADD COLUMN     "description_en" TEXT,
ADD COLUMN     "description_pt" TEXT;
UPDATE "charge_codes" SET "description_en" = "description", "description_pt" = "description";
ALTER TABLE "charge_codes" ALTER COLUMN "description_en" SET NOT NULL,
ALTER COLUMN "description_pt" SET NOT NULL;

-- Notifications: what happened and its params, rendered in the reader's language when read.
ALTER TABLE "notifications" ADD COLUMN     "topic" JSONB;

-- Quotations: the manager's "awaiting my approval" filter and home count.
CREATE INDEX "quotations_approval_state_created_at_id_idx" ON "quotations"("approval_state", "created_at", "id");
