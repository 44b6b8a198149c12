-- AlterTable
ALTER TABLE "users" ADD COLUMN     "must_change_password" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "document_types" (
    "id" UUID NOT NULL,
    "code" VARCHAR(4) NOT NULL,
    "name" TEXT NOT NULL,
    "client_visible" BOOLEAN NOT NULL DEFAULT false,
    "provider_visible" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "document_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "note_types" (
    "id" UUID NOT NULL,
    "code" VARCHAR(3) NOT NULL,
    "name" TEXT NOT NULL,
    "client_visible" BOOLEAN NOT NULL DEFAULT false,
    "provider_visible" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_by" UUID,

    CONSTRAINT "note_types_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "document_types_name_id_idx" ON "document_types"("name", "id");

-- CreateIndex
CREATE INDEX "note_types_name_id_idx" ON "note_types"("name", "id");

-- Codes are unique case-insensitively, and the database decides, so racing creates cannot both pass.
CREATE UNIQUE INDEX "document_types_code_lower_key" ON "document_types"(lower("code"));
CREATE UNIQUE INDEX "note_types_code_lower_key" ON "note_types"(lower("code"));

-- The code rules of spec section 5, also enforced below the API.
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_code_length" CHECK (char_length("code") IN (3, 4));
ALTER TABLE "note_types" ADD CONSTRAINT "note_types_code_length" CHECK (char_length("code") = 3);
