/**
 * Kinds of record the audit trail follows (issue 18). Quotations, clients, costs, sells and operations
 * are recorded by database triggers; rates, quotation rules and portal uploads by their services. A new kind needs its
 * es/en/pt labels in the web's audit.json.
 */
export const AUDIT_ENTITY_TYPES = [
  'session',
  'user',
  'quotation',
  'sell',
  'cost',
  'client',
  'operation',
  'access',
  'rate',
  'quotationRule',
  'mfaPolicy',
  'ssoSettings',
  'surcharge',
  'document',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** One row of GET /app/v1/audit. `before`/`after` hold only the fields that matter for the action. */
export type AuditEventItem = {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string | null;
  ip: string | null;
  entityType: AuditEntityType;
  entityId: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** A sign-in counter: a (username, address) pair delayed after repeated failures, or an address over its limit. */
export type LoginLock = {
  kind: 'pair' | 'ip';
  username: string | null;
  ip: string;
  failures: number;
  lastFailureAt: string | null;
  /** While in the future, sign-in from this pair (or address) answers 429 with Retry-After. */
  lockedUntil: string | null;
};
