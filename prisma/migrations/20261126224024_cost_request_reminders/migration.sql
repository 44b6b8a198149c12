-- AlterTable
ALTER TABLE "cost_requests" ADD COLUMN     "reminded_at" TIMESTAMPTZ(3);

-- Open requests (mailed, neither answered, declined nor withdrawn) in mail order: the reminder scan
-- and pricing's list of requests waiting too long both read them as an index range on sent_at.
CREATE INDEX "cost_requests_open_sent_idx" ON "cost_requests" ("sent_at", "id")
  WHERE "answered_at" IS NULL AND "declined_at" IS NULL AND "cancelled_at" IS NULL AND "sent_at" IS NOT NULL;
