import {
  APPROVAL_STATES,
  AUDIT_ACTIONS,
  LANGUAGES,
  MARGIN_KINDS,
  NOT_APPROVED_REASONS,
  OPERATION_KINDS,
  OPERATION_STATUSES,
  PUBLISH_STATES,
  QUOTATION_STATUSES,
  RATE_DIRECTIONS,
  RATE_TERMS,
  SERVICES,
  SSO_SETTINGS_SOURCES,
  type AuditAction,
  type AuditEntityType,
} from '@freight/shared';

/**
 * Every action the server writes to the audit trail (shared AUDIT_ACTIONS), with its key under
 * `audit:actions`: a new action without words here fails to compile.
 */
export const AUDIT_ACTION_KEYS: Record<AuditAction, string> = {
  insert: 'insert',
  update: 'update',
  delete: 'delete',
  status: 'status',
  permissions: 'permissions',
  activate: 'activate',
  deactivate: 'deactivate',
  'end-sessions': 'endSessions',
  'send-password': 'sendPassword',
  'password-change': 'passwordChange',
  'login.success': 'loginSuccess',
  'login.failure': 'loginFailure',
  'login.locked': 'loginLocked',
  'login.disabled': 'loginDisabled',
  'login.unlock': 'loginUnlock',
  'mfa.enrol': 'mfaEnrol',
  'mfa.remove': 'mfaRemove',
  'mfa.reset': 'mfaReset',
  'mfa.recovery-code-used': 'mfaRecoveryCodeUsed',
  'mfa.recovery-codes': 'mfaRecoveryCodes',
  'mfa.recovery-codes.removed': 'mfaRecoveryCodesRemoved',
  'mfa.passkey.register': 'mfaPasskeyRegister',
  'mfa.passkey.use': 'mfaPasskeyUse',
  'mfa.passkey.remove': 'mfaPasskeyRemove',
  'mfa.policy': 'mfaPolicy',
  'sso.link': 'ssoLink',
  'sso.settings': 'ssoSettings',
  logout: 'logout',
  denied: 'denied',
  operatives: 'operatives',
  'charge.insert': 'chargeInsert',
  'charge.update': 'chargeUpdate',
  'charge.delete': 'chargeDelete',
  requote: 'requote',
};

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The `audit:actions` key of an action, or null for one this screen does not know (shown as its code). */
export function auditActionKey(action: string): string | null {
  return isAuditAction(action) ? `actions.${AUDIT_ACTION_KEYS[action]}` : null;
}

/**
 * The fields the audit rows hold, as camelCase (the triggers write column names, the services DTO
 * fields): each has words under `audit:fields`.
 */
export const AUDIT_FIELDS = [
  // Sign-ins, locks and denials
  'failures',
  'lockedUntil',
  'retryAfterSeconds',
  'kind',
  'ip',
  'method',
  'path',
  'code',
  // Users
  'name',
  'email',
  'username',
  'language',
  'role',
  'webAccess',
  'isCommercial',
  'isManager',
  'isThirdParty',
  'clientId',
  'contactId',
  'permissions',
  'active',
  'ended',
  'sessionsEnded',
  // Second-factor policy
  'requireAllStaff',
  'roles',
  'count',
  // Single sign-on configuration
  'source',
  'enabled',
  'issuer',
  'oidcClientId',
  'clientSecretSet',
  'clientSecretChanged',
  'providerName',
  'scopes',
  'groupsClaim',
  'groupMappingEnabled',
  'groupMapping',
  'passwordSignInOff',
  // Quotations and operations
  'id',
  'reference',
  'status',
  'commercialId',
  'assignedToId',
  'pricingUserId',
  'publishState',
  'approvalState',
  'approvalDecidedBy',
  'notApprovedReason',
  'quotationId',
  'operativeIds',
  'houseNumber',
  'masterNumber',
  'shipmentKey',
  'containerNumbers',
  'etd',
  'eta',
  'courier',
  'trackingNumber',
  // Clients
  'tradeName',
  'legalName',
  'taxId',
  'country',
  'paymentTerms',
  'creditDays',
  'cwCode',
  // Costs, their charges and sells
  'providerId',
  'costRequestId',
  'batchId',
  'description',
  'validUntil',
  'carrier',
  'transitDays',
  'costId',
  'index',
  'chargeCodeId',
  'currency',
  'amountPerUnit',
  'quantity',
  'total',
  'taxed',
  'costAmount',
  'marginKind',
  'marginValue',
  'sellAmount',
  'taxAmount',
  'clientVisible',
  // Rates and quotation rules
  'direction',
  'term',
  'service',
  'container',
  'originCode',
  'originName',
  'destinationCode',
  'destinationName',
  'validFrom',
  'validTo',
  'cbmRatio',
  'route',
  'frequency',
  'comments',
  'freeDays',
  'stackable',
  'ownerId',
  'carrierId',
  'charges',
  'version',
  'filters',
  'rateKey',
  'send',
  'position',
  'marginPercent',
  // Files a client uploads in the portal
  'mimeType',
  'sizeBytes',
  'safetyDataSheet',
] as const;

/** "assigned_to_id" → "assignedToId"; camelCase names stay as they are. */
export function camelField(field: string): string {
  return field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The `audit:fields` key of a field, or null for one this screen does not know (shown as written). */
export function auditFieldKey(field: string): string | null {
  const camel = camelField(field);
  return (AUDIT_FIELDS as readonly string[]).includes(camel) ? `fields.${camel}` : null;
}

/** Codes with words, by group. */
export const AUDIT_VALUE_GROUPS = {
  quotationStatus: QUOTATION_STATUSES,
  operationStatus: OPERATION_STATUSES,
  operationKind: OPERATION_KINDS,
  publishState: PUBLISH_STATES,
  approvalState: APPROVAL_STATES,
  notApprovedReason: NOT_APPROVED_REASONS,
  marginKind: MARGIN_KINDS,
  service: SERVICES,
  direction: RATE_DIRECTIONS,
  term: RATE_TERMS,
  language: LANGUAGES,
  lockKind: ['pair', 'ip'],
  ssoSource: SSO_SETTINGS_SOURCES,
} as const satisfies Record<string, readonly string[]>;
type ValueGroup = keyof typeof AUDIT_VALUE_GROUPS;

/** The namespaces the audit screen reads: its own, the header's, and those owning the codes it shows. */
export const AUDIT_NAMESPACES = ['audit', 'nav', 'common', 'quotations', 'operations', 'pricing', 'rates'] as const;
type AuditNamespace = (typeof AUDIT_NAMESPACES)[number];

/**
 * Where each group's words live: the namespace that owns the codes (the screens that show them), or
 * `audit:values` for the few only this screen shows. A code's key is `<prefix>.<code>`.
 */
export const AUDIT_VALUE_PREFIXES: Record<ValueGroup, `${AuditNamespace}:${string}`> = {
  quotationStatus: 'quotations:statuses',
  operationStatus: 'operations:statuses',
  operationKind: 'audit:values.operationKind',
  publishState: 'pricing:publishStates',
  approvalState: 'pricing:approvalStates',
  notApprovedReason: 'pricing:decline.reasons',
  marginKind: 'audit:values.marginKind',
  service: 'rates:services',
  direction: 'rates:directions',
  term: 'rates:terms',
  language: 'common:languages',
  lockKind: 'audit:values.lockKind',
  ssoSource: 'audit:values.ssoSource',
};

/** Which group names the values of a field (of a kind of record, where the same name means two things). */
function valueGroup(entityType: AuditEntityType, field: string): ValueGroup | null {
  switch (field) {
    case 'status':
      return entityType === 'operation' ? 'operationStatus' : entityType === 'quotation' ? 'quotationStatus' : null;
    case 'kind':
      return entityType === 'operation' ? 'operationKind' : entityType === 'session' ? 'lockKind' : null;
    case 'source':
      return entityType === 'ssoSettings' ? 'ssoSource' : null;
    case 'publishState':
    case 'approvalState':
    case 'notApprovedReason':
    case 'marginKind':
    case 'service':
    case 'direction':
    case 'term':
    case 'language':
      return field;
    default:
      return null;
  }
}

/** A value as shown: words through a key (with its namespace), or text as it is. */
export type AuditValueText = { key: string } | { text: string };

/**
 * One before/after value: codes with words and yes/no through their keys, an empty value as a dash,
 * other text and numbers as they are, lists and objects as compact JSON.
 */
export function auditValue(entityType: AuditEntityType, field: string, value: unknown): AuditValueText {
  if (value === null || value === undefined || value === '') return { text: '—' };
  if (typeof value === 'boolean') return { key: value ? 'audit:values.yes' : 'audit:values.no' };
  if (typeof value === 'string') {
    const group = valueGroup(entityType, camelField(field));
    const known = group && (AUDIT_VALUE_GROUPS[group] as readonly string[]).includes(value);
    return known ? { key: `${AUDIT_VALUE_PREFIXES[group]}.${value}` } : { text: value };
  }
  if (typeof value === 'number') return { text: String(value) };
  if (Array.isArray(value) && value.every((x) => typeof x === 'string' || typeof x === 'number'))
    return { text: value.length ? value.join(', ') : '—' };
  return { text: JSON.stringify(value) };
}
