import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  isPermission,
  isValidSsoIssuer,
  type Permission,
  type SsoGroupMapping,
  type SsoSettings,
  type SsoSettingsSource,
} from '@freight/shared';
import type { SsoSettingsDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { APP_CONFIG, type AppConfig, type OidcConfig } from '../../common/config/app-config.js';
import { AppError } from '../../common/errors/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { SecretBox } from '../mfa/secret-box.js';
import { SsoSettingsRepository, type SsoSettingsRow } from './sso-settings.repository.js';

/** What the audit trail and the screen compare: the configuration without its secret. */
type Comparable = Omit<SsoSettings, 'updatedAt' | 'updatedBy' | 'redirectUri'>;

const DEFAULTS = { providerName: 'SSO', scopes: 'openid email profile', groupsClaim: 'groups' };

/** { group: [PERM] } (stored, or the OIDC_GROUP_PERMISSIONS variable) ⇄ the screen's list. */
function mappingList(map: unknown): SsoGroupMapping[] {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  return Object.entries(map as Record<string, unknown>).map(([group, perms]) => ({
    group,
    permissions: (Array.isArray(perms) ? perms : []).filter(
      (p): p is Permission => typeof p === 'string' && isPermission(p),
    ),
  }));
}
function mappingRecord(list: readonly SsoGroupMapping[]): Record<string, Permission[]> {
  return Object.fromEntries(list.map((m) => [m.group, [...m.permissions]]));
}

/**
 * The administrators' single sign-on configuration (issue 46). The OIDC_* variables are the initial and
 * fallback configuration; once an administrator saves one here (on or off), it takes precedence until
 * it is removed, and it applies from the next request, without a restart. The client secret is sealed
 * like the second-factor secrets and never answered; every change is audited without it.
 */
@Injectable()
export class SsoSettingsService {
  private readonly log = new Logger(SsoSettingsService.name);

  constructor(
    private readonly repo: SsoSettingsRepository,
    private readonly box: SecretBox,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly app: AppConfig,
  ) {}

  /** The configuration sign-in uses now; null: single sign-on is off. */
  async active(): Promise<OidcConfig | null> {
    const row = await this.repo.find();
    if (!row) return this.app.oidc ?? null;
    if (!row.enabled) return null;
    return {
      ...this.endpoints(),
      issuer: row.issuer,
      clientId: row.clientId,
      clientSecret: this.openSecret(row.clientSecretSealed),
      providerName: row.providerName,
      scopes: row.scopes,
      groupsClaim: row.groupsClaim,
      groupPermissions: row.groupMappingEnabled ? mappingRecord(mappingList(row.groupPermissions)) : {},
      passwordSignInOff: row.passwordSignInOff,
    };
  }

  async get(): Promise<SsoSettings> {
    const row = await this.repo.find();
    return {
      ...this.comparable(row),
      redirectUri: this.endpoints().redirectUri,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: row?.updatedBy ? await this.repo.username(row.updatedBy) : null,
    };
  }

  async update(actor: AuthUser, dto: SsoSettingsDto): Promise<SsoSettings> {
    const issuer = dto.issuer.trim();
    const clientId = dto.clientId.trim();
    if ((dto.enabled || issuer) && !isValidSsoIssuer(issuer)) throw new AppError('SSO_ISSUER_INVALID');
    if (dto.enabled && !clientId) throw new AppError('SSO_CLIENT_ID_REQUIRED');
    const groups = dto.groupMapping.map((m) => m.group.trim());
    if (new Set(groups).size !== groups.length || groups.some((g) => !g))
      throw new AppError('SSO_GROUP_MAPPING_INVALID');
    const newSecret = dto.clientSecret?.trim() ? dto.clientSecret : null;

    await this.repo.withLock(async (tx, before) => {
      // No new secret: the one in use stays (the saved one, else OIDC_CLIENT_SECRET).
      const sealed = newSecret
        ? this.box.seal(newSecret)
        : (before?.clientSecretSealed ??
          (this.app.oidc?.clientSecret ? this.box.seal(this.app.oidc.clientSecret) : ''));
      if (dto.enabled && !sealed) throw new AppError('SSO_CLIENT_SECRET_REQUIRED');
      const previous = this.comparable(before);
      const saved = await this.repo.save(tx, {
        enabled: dto.enabled,
        issuer,
        clientId,
        clientSecretSealed: sealed,
        providerName: dto.providerName.trim() || DEFAULTS.providerName,
        scopes: dto.scopes.trim(),
        groupsClaim: dto.groupsClaim.trim(),
        groupMappingEnabled: dto.groupMappingEnabled,
        groupPermissions: mappingRecord(dto.groupMapping.map((m) => ({ ...m, group: m.group.trim() }))),
        passwordSignInOff: dto.passwordSignInOff,
        updatedBy: actor.id,
      });
      await this.audit.record(
        actor,
        'ssoSettings',
        null,
        'sso.settings',
        this.change(previous, saved, !!newSecret),
        tx,
      );
    });
    return this.get();
  }

  /** Forgets the saved configuration: the OIDC_* variables (or nothing) apply again. */
  async remove(actor: AuthUser): Promise<SsoSettings> {
    await this.repo.withLock(async (tx, before) => {
      if (!before) return;
      const previous = this.comparable(before);
      await this.repo.remove(tx);
      await this.audit.record(
        actor,
        'ssoSettings',
        null,
        'sso.settings',
        this.diff(previous, this.comparable(null)),
        tx,
      );
    });
    return this.get();
  }

  private endpoints(): Pick<OidcConfig, 'redirectUri' | 'postLogoutRedirectUri'> {
    const login = `${this.app.publicUrl.replace(/\/+$/, '')}/login`;
    return {
      redirectUri: this.app.oidc?.redirectUri ?? login,
      postLogoutRedirectUri: this.app.oidc?.postLogoutRedirectUri ?? login,
    };
  }

  private openSecret(sealed: string): string {
    if (!sealed) return '';
    try {
      return this.box.open(sealed);
    } catch {
      // Sealed with another key (MFA_ENCRYPTION_KEY or JWT_SECRET changed): the provider will refuse the client.
      this.log.warn('the saved SSO client secret cannot be opened with the current key; save it again');
      return '';
    }
  }

  /** The configuration as the screen shows it, from the saved row, else the variables, else off. */
  private comparable(row: SsoSettingsRow | null): Comparable {
    const env = this.app.oidc;
    if (row)
      return {
        source: 'database',
        enabled: row.enabled,
        issuer: row.issuer,
        clientId: row.clientId,
        clientSecretSet: row.clientSecretSealed !== '',
        providerName: row.providerName,
        scopes: row.scopes,
        groupsClaim: row.groupsClaim,
        groupMappingEnabled: row.groupMappingEnabled,
        groupMapping: mappingList(row.groupPermissions),
        passwordSignInOff: row.passwordSignInOff,
      };
    const source: SsoSettingsSource = env ? 'environment' : 'none';
    return {
      source,
      enabled: !!env,
      issuer: env?.issuer ?? '',
      clientId: env?.clientId ?? '',
      clientSecretSet: !!env?.clientSecret,
      providerName: env?.providerName ?? DEFAULTS.providerName,
      scopes: env?.scopes ?? DEFAULTS.scopes,
      groupsClaim: env?.groupsClaim ?? DEFAULTS.groupsClaim,
      groupMappingEnabled: !!env && Object.keys(env.groupPermissions).length > 0,
      groupMapping: mappingList(env?.groupPermissions),
      passwordSignInOff: env?.passwordSignInOff ?? false,
    };
  }

  private change(before: Comparable, row: SsoSettingsRow, secretChanged: boolean) {
    const d = this.diff(before, this.comparable(row));
    if (secretChanged) d.after.clientSecretChanged = true;
    return d;
  }

  /** The fields that changed, before and after (the client id under oidcClientId: clientId is a client's, in the trail). */
  private diff(before: Comparable, after: Comparable) {
    const b: Record<string, unknown> = {};
    const a: Record<string, unknown> = {};
    for (const key of Object.keys(after) as (keyof Comparable)[]) {
      if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
      const field = key === 'clientId' ? 'oidcClientId' : key;
      const shown = (c: Comparable) => (key === 'groupMapping' ? c.groupMapping.map(text) : c[key]);
      b[field] = shown(before);
      a[field] = shown(after);
    }
    return { before: b, after: a };
  }
}

/** "group = PERM, PERM": one mapping line in the audit trail. */
function text(m: SsoGroupMapping): string {
  return `${m.group} = ${m.permissions.join(', ')}`;
}
