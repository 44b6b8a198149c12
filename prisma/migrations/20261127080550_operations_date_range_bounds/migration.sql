-- ETD and ETA ranges: the list reads the smallest and largest created_at and reference of a range from
-- these indexes (index-only) to bound its walk. Nothing sorts by (etd, id) or (eta, id) any more

-- DropIndex
DROP INDEX "operations_etd_id_idx";

-- DropIndex
DROP INDEX "operations_eta_id_idx";

-- CreateIndex
CREATE INDEX "operations_kind_etd_created_at_reference_idx" ON "operations"("kind", "etd", "created_at", "reference");

-- CreateIndex
CREATE INDEX "operations_kind_eta_created_at_reference_idx" ON "operations"("kind", "eta", "created_at", "reference");
