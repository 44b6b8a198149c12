import { AUDIT_ACTIONS, LANGUAGES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_FIELDS,
  AUDIT_NAMESPACES,
  AUDIT_VALUE_GROUPS,
  AUDIT_VALUE_PREFIXES,
  auditActionKey,
  auditFieldKey,
  auditValue,
  camelField,
} from './audit-labels';

type Json = { [key: string]: Json | string };
const locales = import.meta.glob<{ default: Json }>('../../../locales/*/*.json', { eager: true });

/** A key as the audit screen reads it: `<namespace>:<dotted.key>`, or a bare one in `audit`. */
function lookup(language: string, key: string): string | undefined {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['audit', key];
  let node: Json | string | undefined = locales[`../../../locales/${language}/${namespace}.json`]?.default;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const valueKey = (group: keyof typeof AUDIT_VALUE_GROUPS, code: string) => `${AUDIT_VALUE_PREFIXES[group]}.${code}`;

describe('audit labels', () => {
  it.each([...LANGUAGES])('%s has words for every action, field and labelled code', (language) => {
    const keys = [
      ...AUDIT_ACTIONS.map((action) => auditActionKey(action) ?? `no key for ${action}`),
      ...AUDIT_FIELDS.map((field) => auditFieldKey(field)!),
      'values.system',
      'audit:values.yes',
      'audit:values.no',
    ];
    expect(keys.filter((key) => !lookup(language, key))).toEqual([]);
  });

  it.each([...LANGUAGES])('%s words every labelled code through the namespace that owns it', (language) => {
    const keys = Object.entries(AUDIT_VALUE_GROUPS).flatMap(([group, codes]) =>
      codes.map((code) => valueKey(group as keyof typeof AUDIT_VALUE_GROUPS, code)),
    );
    expect(keys.filter((key) => !lookup(language, key))).toEqual([]);
  });

  it('reads codes only from namespaces the screen loads', () => {
    const read = Object.values(AUDIT_VALUE_PREFIXES).map((prefix) => prefix.split(':')[0]);
    expect(read.filter((ns) => !(AUDIT_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
  });

  it('shows the same words as the screens that own the codes', () => {
    const shown = (language: string, entityType: Parameters<typeof auditValue>[0], field: string, value: string) => {
      const v = auditValue(entityType, field, value);
      return 'key' in v ? lookup(language, v.key) : v.text;
    };
    expect(shown('es', 'quotation', 'status', 'SENT')).toBe('Enviada');
    expect(shown('en', 'operation', 'status', 'IN_TRANSIT')).toBe('In transit');
    expect(shown('pt', 'quotation', 'approval_state', 'APPROVED')).toBe('Aprovada por um gerente');
    expect(shown('en', 'rate', 'service', 'AIR_LSE')).toBe('Air (loose)');
    expect(shown('es', 'rate', 'direction', 'SELL')).toBe('Venta');
    expect(shown('pt', 'user', 'language', 'es')).toBe('Español');
    expect(shown('en', 'quotation', 'not_approved_reason', 'TRANSIT_TIME')).toBe('Transit time');
    expect(shown('en', 'operation', 'kind', 'GENERAL')).toBe('General');
    expect(shown('es', 'session', 'kind', 'pair')).toBe('Usuario y dirección');
  });

  it('names known actions through their key and leaves an unknown one as its code', () => {
    expect(auditActionKey('login.success')).toBe('actions.loginSuccess');
    expect(auditActionKey('end-sessions')).toBe('actions.endSessions');
    expect(auditActionKey('charge.delete')).toBe('actions.chargeDelete');
    expect(auditActionKey('something.new')).toBeNull();
    expect(auditActionKey('toString')).toBeNull();
  });

  it('reads the triggers column names and the services field names alike', () => {
    expect(camelField('assigned_to_id')).toBe('assignedToId');
    expect(auditFieldKey('trade_name')).toBe('fields.tradeName');
    expect(auditFieldKey('tradeName')).toBe('fields.tradeName');
    expect(auditFieldKey('mystery_column')).toBeNull();
  });

  it('shows statuses in words by kind of record, yes/no, a dash for nothing, other values as they are', () => {
    expect(auditValue('operation', 'status', 'IN_TRANSIT')).toEqual({ key: 'operations:statuses.IN_TRANSIT' });
    expect(auditValue('quotation', 'status', 'SENT')).toEqual({ key: 'quotations:statuses.SENT' });
    expect(auditValue('quotation', 'publish_state', 'PUBLISHED')).toEqual({ key: 'pricing:publishStates.PUBLISHED' });
    expect(auditValue('quotation', 'status', 'NEW_STATUS')).toEqual({ text: 'NEW_STATUS' });
    expect(auditValue('user', 'active', false)).toEqual({ key: 'audit:values.no' });
    expect(auditValue('client', 'legal_name', null)).toEqual({ text: '—' });
    expect(auditValue('user', 'permissions', ['PRICING', 'UPDATE_USER'])).toEqual({ text: 'PRICING, UPDATE_USER' });
    expect(auditValue('sell', 'sell_amount', 12.5)).toEqual({ text: '12.5' });
    expect(auditValue('rate', 'charges', [{ amount: 1 }])).toEqual({ text: '[{"amount":1}]' });
  });
});
