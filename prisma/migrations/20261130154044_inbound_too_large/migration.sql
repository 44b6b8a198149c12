-- AlterTable
ALTER TABLE "inbound_raw_mails" ADD COLUMN     "too_large_bytes" INTEGER;

-- AlterTable
ALTER TABLE "inbound_mails" ADD COLUMN     "too_large_bytes" INTEGER;
