-- AlterTable
ALTER TABLE "client_contacts" ADD COLUMN     "user_id" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "client_contacts_user_id_key" ON "client_contacts"("user_id");
