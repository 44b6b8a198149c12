-- CreateIndex
CREATE INDEX "quotations_commercial_id_status_created_at_id_idx" ON "quotations"("commercial_id", "status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "quotations_assigned_to_id_status_created_at_id_idx" ON "quotations"("assigned_to_id", "status", "created_at" DESC, "id" DESC);
