-- CreateTable
CREATE TABLE "surcharges" (
    "id" UUID NOT NULL,
    "charge_code_id" UUID NOT NULL,
    "description" TEXT,
    "basis" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "valid_from" DATE NOT NULL,
    "valid_to" DATE,
    "carrier_id" UUID,
    "services" TEXT[],
    "containers" TEXT[],
    "origin_codes" TEXT[],
    "origin_countries" TEXT[],
    "destination_codes" TEXT[],
    "destination_countries" TEXT[],
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "surcharges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "surcharge_periods" (
    "surcharge_id" UUID NOT NULL,
    "valid_from" DATE NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "surcharge_periods_pkey" PRIMARY KEY ("surcharge_id","valid_from")
);

-- CreateIndex
CREATE INDEX "surcharges_valid_from_id_idx" ON "surcharges"("valid_from", "id");

-- CreateIndex
CREATE INDEX "surcharges_updated_at_id_idx" ON "surcharges"("updated_at", "id");

-- CreateIndex
CREATE INDEX "surcharges_charge_code_id_valid_from_id_idx" ON "surcharges"("charge_code_id", "valid_from", "id");

-- CreateIndex
CREATE INDEX "surcharges_carrier_id_valid_from_id_idx" ON "surcharges"("carrier_id", "valid_from", "id");

-- CreateIndex
CREATE INDEX "surcharges_active_valid_from_idx" ON "surcharges"("active", "valid_from");

-- AddForeignKey
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_charge_code_id_fkey" FOREIGN KEY ("charge_code_id") REFERENCES "charge_codes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "providers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "surcharge_periods" ADD CONSTRAINT "surcharge_periods_surcharge_id_fkey" FOREIGN KEY ("surcharge_id") REFERENCES "surcharges"("id") ON DELETE CASCADE ON UPDATE CASCADE;
