-- AlterTable
ALTER TABLE "cost_requests" ADD COLUMN     "answer_by" TIMESTAMPTZ(3),
ADD COLUMN     "decline_reason" TEXT,
ADD COLUMN     "decline_text" TEXT,
ADD COLUMN     "declined_at" TIMESTAMPTZ(3),
ADD COLUMN     "first_opened_at" TIMESTAMPTZ(3);
