-- CreateTable
CREATE TABLE "sso_settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "issuer" TEXT NOT NULL DEFAULT '',
    "client_id" TEXT NOT NULL DEFAULT '',
    "client_secret_sealed" TEXT NOT NULL DEFAULT '',
    "provider_name" TEXT NOT NULL DEFAULT 'SSO',
    "scopes" TEXT NOT NULL DEFAULT 'openid email profile',
    "groups_claim" TEXT NOT NULL DEFAULT 'groups',
    "group_mapping_enabled" BOOLEAN NOT NULL DEFAULT false,
    "group_permissions" JSONB NOT NULL DEFAULT '{}',
    "password_sign_in_off" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_by" UUID,

    CONSTRAINT "sso_settings_pkey" PRIMARY KEY ("id")
);
