-- AlterTable
ALTER TABLE "outbox_jobs" ADD COLUMN     "trace_context" TEXT;
