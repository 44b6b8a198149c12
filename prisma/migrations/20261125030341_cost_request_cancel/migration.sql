-- AlterTable
ALTER TABLE "cost_requests" ADD COLUMN     "cancelled_at" TIMESTAMPTZ(3);
