-- CreateIndex
CREATE INDEX "clients_trade_name_trgm_idx" ON "clients" USING GIN ("trade_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "clients_legal_name_trgm_idx" ON "clients" USING GIN ("legal_name" gin_trgm_ops);
