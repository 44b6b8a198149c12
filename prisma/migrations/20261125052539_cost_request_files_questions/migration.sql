-- CreateTable
CREATE TABLE "cost_request_files" (
    "id" UUID NOT NULL,
    "cost_request_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cost_request_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cost_request_questions" (
    "id" UUID NOT NULL,
    "cost_request_id" UUID NOT NULL,
    "question" TEXT NOT NULL,
    "asked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answer" TEXT,
    "answered_at" TIMESTAMPTZ(3),
    "answered_by" UUID,

    CONSTRAINT "cost_request_questions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cost_request_files_cost_request_id_created_at_idx" ON "cost_request_files"("cost_request_id", "created_at");

-- CreateIndex
CREATE INDEX "cost_request_questions_cost_request_id_asked_at_idx" ON "cost_request_questions"("cost_request_id", "asked_at");

-- AddForeignKey
ALTER TABLE "cost_request_files" ADD CONSTRAINT "cost_request_files_cost_request_id_fkey" FOREIGN KEY ("cost_request_id") REFERENCES "cost_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cost_request_questions" ADD CONSTRAINT "cost_request_questions_cost_request_id_fkey" FOREIGN KEY ("cost_request_id") REFERENCES "cost_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
