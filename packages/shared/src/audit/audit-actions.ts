/**
 * Every action written to the audit trail: the API's `audit.record(...)` calls (auth, login locks,
 * users, client contacts, quotations, operations, rates, quotation rules, the 403 filter) and the
 * database triggers of prisma/migrations (insert/update/delete/status of quotations, clients, costs,
 * sells and operations; charge.* of cost charges). The web names each one in audit.json.
 */
export const AUDIT_ACTIONS = [
  'insert',
  'update',
  'delete',
  'status',
  'permissions',
  'activate',
  'deactivate',
  'end-sessions',
  'send-password',
  'password-change',
  'login.success',
  'login.failure',
  'login.locked',
  'login.disabled',
  'login.unlock',
  'mfa.enrol',
  'mfa.remove',
  'mfa.reset',
  'mfa.recovery-code-used',
  'mfa.passkey.register',
  'mfa.passkey.use',
  'mfa.passkey.remove',
  'mfa.policy',
  'sso.link',
  'logout',
  'denied',
  'operatives',
  'charge.insert',
  'charge.update',
  'charge.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
