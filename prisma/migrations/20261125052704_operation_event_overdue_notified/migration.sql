-- AlterTable
ALTER TABLE "operation_events" ADD COLUMN     "overdue_notified_at" TIMESTAMPTZ(3);

-- The overdue scan: open events not yet told, by due date (a partial index stays small: most events are told or finalized).
CREATE INDEX "operation_events_overdue_pending_idx" ON "operation_events" ("due_at") WHERE "finalized_at" IS NULL AND "overdue_notified_at" IS NULL;
