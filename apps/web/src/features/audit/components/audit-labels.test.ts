import { LANGUAGES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_KEYS,
  AUDIT_FIELDS,
  AUDIT_VALUE_GROUPS,
  auditActionKey,
  auditFieldKey,
  auditValue,
  camelField,
} from './audit-labels';

type Json = { [key: string]: Json | string };
const locales = import.meta.glob<{ default: Json }>('../../../locales/*/audit.json', { eager: true });

function lookup(language: string, key: string): string | undefined {
  let node: Json | string | undefined = locales[`../../../locales/${language}/audit.json`]?.default;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('audit labels', () => {
  it.each([...LANGUAGES])('%s has words for every action, field and labelled code', (language) => {
    const keys = [
      ...Object.keys(AUDIT_ACTION_KEYS).map((action) => auditActionKey(action)!),
      ...AUDIT_FIELDS.map((field) => auditFieldKey(field)!),
      ...Object.entries(AUDIT_VALUE_GROUPS).flatMap(([group, codes]) => codes.map((c) => `values.${group}.${c}`)),
      'values.yes',
      'values.no',
    ];
    expect(keys.filter((key) => !lookup(language, key))).toEqual([]);
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
    expect(auditValue('operation', 'status', 'IN_TRANSIT')).toEqual({ key: 'values.operationStatus.IN_TRANSIT' });
    expect(auditValue('quotation', 'status', 'SENT')).toEqual({ key: 'values.quotationStatus.SENT' });
    expect(auditValue('quotation', 'publish_state', 'PUBLISHED')).toEqual({ key: 'values.publishState.PUBLISHED' });
    expect(auditValue('quotation', 'status', 'NEW_STATUS')).toEqual({ text: 'NEW_STATUS' });
    expect(auditValue('user', 'active', false)).toEqual({ key: 'values.no' });
    expect(auditValue('client', 'legal_name', null)).toEqual({ text: '—' });
    expect(auditValue('user', 'permissions', ['PRICING', 'UPDATE_USER'])).toEqual({ text: 'PRICING, UPDATE_USER' });
    expect(auditValue('sell', 'sell_amount', 12.5)).toEqual({ text: '12.5' });
    expect(auditValue('rate', 'charges', [{ amount: 1 }])).toEqual({ text: '[{"amount":1}]' });
  });
});
