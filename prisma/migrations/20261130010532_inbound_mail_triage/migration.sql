-- CreateEnum
CREATE TYPE "InboundMailDecision" AS ENUM ('ACCEPTED', 'ASSIGNED', 'DISMISSED');

-- AlterTable
ALTER TABLE "inbound_mails" ADD COLUMN     "decided_at" TIMESTAMPTZ(3),
ADD COLUMN     "decided_by" UUID,
ADD COLUMN     "decision" "InboundMailDecision",
ADD COLUMN     "file_names" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "inbound_raw_mails_received_at_idx" ON "inbound_raw_mails"("received_at");

-- The new permission (the API also adds missing ones at start), granted to whoever prices today: the
-- held and unmatched replies are theirs to decide, as the other pricing permissions are.
INSERT INTO "permissions" ("name") VALUES ('PRICING_INBOUND_MAIL') ON CONFLICT DO NOTHING;
INSERT INTO "user_permissions" ("user_id", "permission")
SELECT "user_id", 'PRICING_INBOUND_MAIL' FROM "user_permissions" WHERE "permission" = 'PRICING'
ON CONFLICT DO NOTHING;
