-- CreateTable
CREATE TABLE "rates" (
    "id" UUID NOT NULL,
    "rate_key" UUID NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "current" BOOLEAN NOT NULL DEFAULT true,
    "direction" TEXT NOT NULL DEFAULT 'BUY',
    "term" TEXT NOT NULL DEFAULT 'SPOT',
    "transport_mode" "TransportMode" NOT NULL,
    "service" "Service" NOT NULL,
    "container" TEXT,
    "origin_code" TEXT NOT NULL,
    "origin_name" TEXT NOT NULL,
    "destination_code" TEXT NOT NULL,
    "destination_name" TEXT NOT NULL,
    "valid_from" DATE NOT NULL,
    "valid_to" DATE NOT NULL,
    "cbm_ratio" DECIMAL(10,3),
    "description" TEXT NOT NULL,
    "route" TEXT,
    "transit_days" INTEGER,
    "frequency" TEXT,
    "comments" TEXT,
    "free_days" INTEGER,
    "stackable" TEXT,
    "owner_id" UUID NOT NULL,
    "carrier_id" UUID NOT NULL,
    "import_key" TEXT,
    "expiry_notified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_charges" (
    "id" UUID NOT NULL,
    "rate_id" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "charge_code_id" UUID NOT NULL,
    "description" TEXT,
    "currency" TEXT NOT NULL,
    "calculator" TEXT NOT NULL,
    "amount" DECIMAL(14,2) NOT NULL,
    "unit" TEXT,
    "freight" BOOLEAN NOT NULL DEFAULT false,
    "range_basis" TEXT,
    "minimum_amount" DECIMAL(14,2),
    "minimum_below" DECIMAL(14,3),

    CONSTRAINT "rate_charges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_ranges" (
    "id" UUID NOT NULL,
    "charge_id" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "range_from" DECIMAL(14,3) NOT NULL,
    "range_to" DECIMAL(14,3),
    "amount" DECIMAL(14,2) NOT NULL,

    CONSTRAINT "rate_ranges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "exchange_rates" (
    "day" DATE NOT NULL,
    "currency" TEXT NOT NULL,
    "per_usd" DECIMAL(18,6) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "exchange_rates_pkey" PRIMARY KEY ("currency","day")
);

-- CreateTable
CREATE TABLE "quotation_rules" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "send" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "margin_percent" DECIMAL(8,2) NOT NULL DEFAULT 0,
    "rate_key" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "quotation_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotation_rule_filters" (
    "id" UUID NOT NULL,
    "rule_id" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "filter_type" TEXT NOT NULL,
    "condition" TEXT NOT NULL,
    "value" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "quotation_rule_filters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotation_rate_pricings" (
    "id" UUID NOT NULL,
    "quotation_id" UUID NOT NULL,
    "rate_id" UUID NOT NULL,
    "rule_id" UUID,
    "source" TEXT NOT NULL,
    "margin_percent" DECIMAL(8,2) NOT NULL,
    "exchange_rates" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,

    CONSTRAINT "quotation_rate_pricings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rates_import_key_key" ON "rates"("import_key");

-- CreateIndex
CREATE INDEX "rates_current_valid_to_id_idx" ON "rates"("current", "valid_to", "id");

-- CreateIndex
CREATE INDEX "rates_current_origin_code_valid_to_id_idx" ON "rates"("current", "origin_code", "valid_to", "id");

-- CreateIndex
CREATE INDEX "rates_current_destination_code_valid_to_id_idx" ON "rates"("current", "destination_code", "valid_to", "id");

-- CreateIndex
CREATE INDEX "rates_current_transport_mode_valid_to_id_idx" ON "rates"("current", "transport_mode", "valid_to", "id");

-- CreateIndex
CREATE INDEX "rates_current_service_valid_to_id_idx" ON "rates"("current", "service", "valid_to", "id");

-- CreateIndex
CREATE INDEX "rates_current_carrier_id_valid_to_id_idx" ON "rates"("current", "carrier_id", "valid_to", "id");

-- CreateIndex
CREATE INDEX "rates_current_owner_id_valid_to_id_idx" ON "rates"("current", "owner_id", "valid_to", "id");

-- CreateIndex
CREATE INDEX "rates_origin_code_destination_code_service_current_valid_to_idx" ON "rates"("origin_code", "destination_code", "service", "current", "valid_to");

-- CreateIndex
CREATE UNIQUE INDEX "rates_rate_key_version_key" ON "rates"("rate_key", "version");

-- CreateIndex
CREATE INDEX "rate_charges_rate_id_index_idx" ON "rate_charges"("rate_id", "index");

-- CreateIndex
CREATE INDEX "rate_ranges_charge_id_index_idx" ON "rate_ranges"("charge_id", "index");

-- CreateIndex
CREATE INDEX "quotation_rules_active_position_idx" ON "quotation_rules"("active", "position");

-- CreateIndex
CREATE INDEX "quotation_rules_position_id_idx" ON "quotation_rules"("position", "id");

-- CreateIndex
CREATE INDEX "quotation_rule_filters_rule_id_index_idx" ON "quotation_rule_filters"("rule_id", "index");

-- CreateIndex
CREATE UNIQUE INDEX "quotation_rate_pricings_quotation_id_key" ON "quotation_rate_pricings"("quotation_id");

-- CreateIndex
CREATE INDEX "quotation_rate_pricings_rate_id_idx" ON "quotation_rate_pricings"("rate_id");

-- CreateIndex
CREATE INDEX "quotation_rate_pricings_rule_id_idx" ON "quotation_rate_pricings"("rule_id");

-- AddForeignKey
ALTER TABLE "rates" ADD CONSTRAINT "rates_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rates" ADD CONSTRAINT "rates_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "providers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_charges" ADD CONSTRAINT "rate_charges_rate_id_fkey" FOREIGN KEY ("rate_id") REFERENCES "rates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_charges" ADD CONSTRAINT "rate_charges_charge_code_id_fkey" FOREIGN KEY ("charge_code_id") REFERENCES "charge_codes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_ranges" ADD CONSTRAINT "rate_ranges_charge_id_fkey" FOREIGN KEY ("charge_id") REFERENCES "rate_charges"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotation_rule_filters" ADD CONSTRAINT "quotation_rule_filters_rule_id_fkey" FOREIGN KEY ("rule_id") REFERENCES "quotation_rules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotation_rate_pricings" ADD CONSTRAINT "quotation_rate_pricings_quotation_id_fkey" FOREIGN KEY ("quotation_id") REFERENCES "quotations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotation_rate_pricings" ADD CONSTRAINT "quotation_rate_pricings_rate_id_fkey" FOREIGN KEY ("rate_id") REFERENCES "rates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotation_rate_pricings" ADD CONSTRAINT "quotation_rate_pricings_rule_id_fkey" FOREIGN KEY ("rule_id") REFERENCES "quotation_rules"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE UNIQUE INDEX "rates_one_current_per_key" ON "rates"("rate_key") WHERE "current";
