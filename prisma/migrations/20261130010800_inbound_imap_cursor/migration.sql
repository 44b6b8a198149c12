-- CreateTable
CREATE TABLE "inbound_imap_cursors" (
    "mailbox" TEXT NOT NULL,
    "uid_validity" BIGINT NOT NULL,
    "last_uid" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "inbound_imap_cursors_pkey" PRIMARY KEY ("mailbox")
);
