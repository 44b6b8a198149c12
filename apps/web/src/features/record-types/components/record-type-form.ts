import {
  isValidRecordTypeCode,
  normaliseRecordTypeCode,
  type RecordTypeItem,
  type RecordTypeKind,
} from '@freight/shared';
import type { RecordTypeDto } from '@freight/shared/dto';

export type RecordTypeValues = Required<RecordTypeDto>;

export function recordTypeValues(item: RecordTypeItem | null): RecordTypeValues {
  if (!item) return { code: '', name: '', clientVisible: false, providerVisible: false };
  const { code, name, clientVisible, providerVisible } = item;
  return { code, name, clientVisible, providerVisible };
}

export function toRecordTypeBody(v: RecordTypeValues): RecordTypeDto {
  return { ...v, code: normaliseRecordTypeCode(v.code), name: v.name.trim() };
}

/** Form path -> message key (the server's rules, checked before sending). */
export function recordTypeProblems(kind: RecordTypeKind, v: RecordTypeValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isValidRecordTypeCode(kind, v.code)) problems.code = `rules.code.${kind}`;
  if (!v.name.trim()) problems.name = 'rules.required';
  return problems;
}
