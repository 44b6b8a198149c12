-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "mfa_enrolment_only" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "mfa_policy" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "require_all_staff" BOOLEAN NOT NULL DEFAULT false,
    "roles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" UUID,

    CONSTRAINT "mfa_policy_pkey" PRIMARY KEY ("id")
);

-- One row: the company's policy.
ALTER TABLE "mfa_policy" ADD CONSTRAINT "mfa_policy_single_row" CHECK ("id" = 1);
