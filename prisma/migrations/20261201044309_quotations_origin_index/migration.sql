-- CreateIndex
CREATE INDEX "quotations_origin_created_at_id_idx" ON "quotations"("origin", "created_at", "id");
