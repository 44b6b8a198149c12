-- A tax id is unique within its country (each country its own scheme): a Brazilian CPF and an
-- Argentine CUIT with the same digits are two companies. Existing rows are unique globally, so per country too.
-- DropIndex
DROP INDEX "clients_tax_id_key";

-- CreateIndex
CREATE INDEX "clients_tax_id_id_idx" ON "clients"("tax_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "clients_country_tax_id_key" ON "clients"("country", "tax_id");
