-- AlterTable
ALTER TABLE "clients" ADD COLUMN     "portal_opens_operation" BOOLEAN NOT NULL DEFAULT false;
