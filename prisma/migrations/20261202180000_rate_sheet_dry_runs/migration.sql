-- CreateTable
CREATE TABLE "rate_sheet_dry_runs" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "carrier_id" UUID NOT NULL,
    "file_name" TEXT NOT NULL,
    "file_sha256" TEXT NOT NULL,
    "digest" TEXT NOT NULL,
    "created" INTEGER NOT NULL,
    "updated" INTEGER NOT NULL,
    "unchanged" INTEGER NOT NULL,
    "refused" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_sheet_dry_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_sheet_dry_run_rows" (
    "dry_run_id" UUID NOT NULL,
    "outcome" TEXT NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "line" INTEGER NOT NULL,
    "lane" TEXT NOT NULL,
    "container" TEXT,
    "code" TEXT,
    "sheet_column" TEXT,
    "price" JSONB,
    "previous" JSONB,
    "places" JSONB,

    CONSTRAINT "rate_sheet_dry_run_rows_pkey" PRIMARY KEY ("dry_run_id","outcome","ordinal")
);

-- CreateIndex
CREATE INDEX "rate_sheet_dry_runs_user_id_idx" ON "rate_sheet_dry_runs"("user_id");

-- CreateIndex
CREATE INDEX "rate_sheet_dry_runs_carrier_id_idx" ON "rate_sheet_dry_runs"("carrier_id");

-- CreateIndex
CREATE INDEX "rate_sheet_dry_runs_expires_at_idx" ON "rate_sheet_dry_runs"("expires_at");

-- AddForeignKey
ALTER TABLE "rate_sheet_dry_runs" ADD CONSTRAINT "rate_sheet_dry_runs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_sheet_dry_runs" ADD CONSTRAINT "rate_sheet_dry_runs_carrier_id_fkey" FOREIGN KEY ("carrier_id") REFERENCES "providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rate_sheet_dry_run_rows" ADD CONSTRAINT "rate_sheet_dry_run_rows_dry_run_id_fkey" FOREIGN KEY ("dry_run_id") REFERENCES "rate_sheet_dry_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
