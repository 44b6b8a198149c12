import { Injectable } from '@nestjs/common';
import { MFA_POLICY_ROLES, mfaRequiredFor, type MfaPolicy, type MfaPolicyRole, type RoleSource } from '@freight/shared';
import type { MfaPolicyDto } from '@freight/shared/dto';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AuditService } from '../audit/audit.service.js';
import { MfaPolicyRepository, type MfaPolicyRow } from './mfa-policy.repository.js';

const OFF = { requireAllStaff: false, roles: [] as MfaPolicyRole[] };

/** Roles in MFA_POLICY_ROLES order, unknown names dropped (the column is free text). */
function knownRoles(roles: readonly string[]): MfaPolicyRole[] {
  return MFA_POLICY_ROLES.filter((r) => roles.includes(r));
}

/**
 * The administrators' second-factor policy (issue 46): a company-wide switch for every staff user plus
 * a list of staff roles. Read at each sign-in; a change applies from the next sign-in (open sessions
 * stay), and every change is in the audit trail with its before and after.
 */
@Injectable()
export class MfaPolicyService {
  constructor(
    private readonly repo: MfaPolicyRepository,
    private readonly audit: AuditService,
  ) {}

  async get(): Promise<MfaPolicy> {
    return this.view(await this.repo.find());
  }

  async update(actor: AuthUser, dto: MfaPolicyDto): Promise<MfaPolicy> {
    const saved = await this.repo.withPolicyLock(async (tx, before) => {
      const roles = knownRoles(dto.roles);
      const row = await this.repo.save(tx, { requireAllStaff: dto.requireAllStaff, roles, updatedBy: actor.id });
      const previous = before ? { requireAllStaff: before.requireAllStaff, roles: knownRoles(before.roles) } : OFF;
      await this.audit.record(
        actor,
        'mfaPolicy',
        null,
        'mfa.policy',
        { before: previous, after: { requireAllStaff: row.requireAllStaff, roles } },
        tx,
      );
      return row;
    });
    return this.view(saved);
  }

  /** Whether sign-in must ask this user to enrol a second factor (never a third-party client). */
  async requiresFactor(user: RoleSource): Promise<boolean> {
    const row = await this.repo.find();
    return row !== null && mfaRequiredFor({ requireAllStaff: row.requireAllStaff, roles: knownRoles(row.roles) }, user);
  }

  private async view(row: MfaPolicyRow | null): Promise<MfaPolicy> {
    if (!row) return { ...OFF, updatedAt: null, updatedBy: null };
    return {
      requireAllStaff: row.requireAllStaff,
      roles: knownRoles(row.roles),
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy ? await this.repo.username(row.updatedBy) : null,
    };
  }
}
