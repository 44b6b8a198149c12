-- AlterTable
ALTER TABLE "rates" ADD COLUMN     "sheet_version_id" UUID;

-- CreateTable
CREATE TABLE "rate_sheet_mappings" (
    "carrier_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "mapping" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "rate_sheet_mappings_pkey" PRIMARY KEY ("carrier_id")
);

-- CreateTable
CREATE TABLE "rate_sheet_versions" (
    "id" UUID NOT NULL,
    "carrier_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "created" INTEGER NOT NULL,
    "updated" INTEGER NOT NULL,
    "unchanged" INTEGER NOT NULL,
    "refused" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID NOT NULL,

    CONSTRAINT "rate_sheet_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rate_sheet_versions_carrier_id_version_key" ON "rate_sheet_versions"("carrier_id", "version");

-- CreateIndex
CREATE INDEX "rates_sheet_version_id_idx" ON "rates"("sheet_version_id");

-- AddForeignKey
ALTER TABLE "rates" ADD CONSTRAINT "rates_sheet_version_id_fkey" FOREIGN KEY ("sheet_version_id") REFERENCES "rate_sheet_versions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_sheet_mappings" ADD CONSTRAINT "rate_sheet_mappings_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_sheet_versions" ADD CONSTRAINT "rate_sheet_versions_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "providers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_sheet_versions" ADD CONSTRAINT "rate_sheet_versions_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
