-- The support desk pages by keyset in its order: due date, the most urgent priority first, id.
-- The open desk (its default) walks a partial copy holding open tickets only, not every closed one.

-- DropIndex
DROP INDEX "support_tickets_due_date_idx";

-- CreateIndex
CREATE INDEX "support_tickets_due_date_priority_id_idx" ON "support_tickets"("due_date", "priority" DESC, "id");

-- Not declared in schema.prisma (partial indexes are only a preview feature of Prisma), kept by this migration
CREATE INDEX "support_tickets_open_desk_idx" ON "support_tickets"("due_date", "priority" DESC, "id") WHERE "outcome" IS NULL;
