-- CreateTable
CREATE TABLE "rate_sheet_location_aliases" (
    "carrier_id" UUID NOT NULL,
    "alias" TEXT NOT NULL,
    "location_id" UUID NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "rate_sheet_location_aliases_pkey" PRIMARY KEY ("carrier_id","alias")
);

-- CreateIndex
CREATE INDEX "rate_sheet_location_aliases_location_id_idx" ON "rate_sheet_location_aliases"("location_id");

-- AddForeignKey
ALTER TABLE "rate_sheet_location_aliases" ADD CONSTRAINT "rate_sheet_location_aliases_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_sheet_location_aliases" ADD CONSTRAINT "rate_sheet_location_aliases_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
