import { quotationRuleViolations, type FieldError } from '@freight/shared';
import {
  formSections,
  isBlankLine,
  toNumber,
  type AddressValues,
  type NumberValue,
  type RequestFormValues,
} from './form-values';
import { toRuleInput } from './request-body';

/** A problem at a form path ("packingLines.0.weight", "origin", ...), with the rule that failed. */
export type FormProblem = { path: string; rule: string; params?: Record<string, string | number> };

// The server names a few fields differently from the form that fills them.
const SERVER_TO_FORM: Record<string, string> = {
  clientId: 'client',
  originCode: 'origin',
  originName: 'origin',
  destinationCode: 'destination',
  destinationName: 'destination',
};

/** The form path where a server (or shared-rule) field error is shown. */
export function toFormPath(field: string): string {
  if (SERVER_TO_FORM[field]) return SERVER_TO_FORM[field];
  const address = /^express\.(shipper|recipient)\.countryCode$/.exec(field);
  if (address) return `express.${address[1]}.country`;
  // Tags are shown on their input as a whole.
  const tag = /^(sellers|buyers)\.\d+$/.exec(field);
  if (tag) return tag[1];
  // A staged file that cannot be claimed is reported on the attachments list as a whole.
  if (field.startsWith('attachments.')) return 'attachments';
  return field;
}

export function fromFieldErrors(errors: readonly FieldError[]): FormProblem[] {
  return errors.map((e) => ({ path: toFormPath(e.field), rule: e.rules[0] ?? 'invalid', params: e.params }));
}

/** Rules worth showing while the user types; "required" ones wait for the first send attempt. */
const LIVE_RULES = new Set([
  'exceedsContainerPayload',
  'exceedsContainerVolume',
  'notInPast',
  'afterShipmentDate',
  'isPositive',
  'isInt',
]);

export function isLiveRule(rule: string): boolean {
  return LIVE_RULES.has(rule);
}

function positive(problems: FormProblem[], path: string, value: NumberValue, integer = false): void {
  const n = toNumber(value);
  if (n === undefined) {
    if (String(value).trim() === '') problems.push({ path, rule: 'isNotEmpty' });
    else problems.push({ path, rule: 'isPositive' });
  } else if (n <= 0) problems.push({ path, rule: 'isPositive' });
  else if (integer && !Number.isInteger(n)) problems.push({ path, rule: 'isInt' });
}

function required(problems: FormProblem[], path: string, value: string | null | undefined | object): void {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    problems.push({ path, rule: 'isNotEmpty' });
  }
}

function address(problems: FormProblem[], prefix: string, a: AddressValues): void {
  required(problems, `${prefix}.description`, a.description);
  required(problems, `${prefix}.city`, a.city);
  required(problems, `${prefix}.country`, a.country);
}

/**
 * Every problem the form can see before sending: the shared per-service rules (the same the server
 * applies) plus the field checks of the DTO (required, positive numbers) for the visible sections.
 */
export function formProblems(values: RequestFormValues, today: string): FormProblem[] {
  const sections = formSections(values);
  const problems: FormProblem[] = [];
  required(problems, 'client', values.client);
  required(problems, 'goodsDescription', values.goodsDescription);
  if (sections.containers) {
    values.containers.forEach((c, i) => {
      positive(problems, `containers.${i}.quantity`, c.quantity, true);
      required(problems, `containers.${i}.type`, c.type);
      // A typed weight must be a positive number; an empty one is the shared rule's (weight or "to be confirmed").
      if (String(c.weight ?? '').trim() !== '' && !c.weightToConfirm)
        positive(problems, `containers.${i}.weight`, c.weight);
    });
  }
  if (sections.trucks) {
    values.trucks.forEach((c, i) => {
      positive(problems, `trucks.${i}.quantity`, c.quantity, true);
      required(problems, `trucks.${i}.type`, c.type);
    });
  }
  if (sections.packing) {
    values.packingLines.forEach((l, i) => {
      if (isBlankLine(l)) return;
      positive(problems, `packingLines.${i}.quantity`, l.quantity, true);
      for (const field of ['weight', 'length', 'width', 'height'] as const)
        positive(problems, `packingLines.${i}.${field}`, l[field]);
    });
  }
  if (sections.pickup) {
    required(problems, 'pickup.address', values.pickup.address);
    required(problems, 'pickup.city', values.pickup.city);
  }
  if (sections.express) {
    address(problems, 'express.shipper', values.express.shipper);
    address(problems, 'express.recipient', values.express.recipient);
  }
  const goodsValue = toNumber(values.goodsValue);
  if (String(values.goodsValue).trim() !== '' && (goodsValue === undefined || goodsValue < 0)) {
    problems.push({ path: 'goodsValue', rule: 'isPositive' });
  }
  values.notes.forEach((n, i) => required(problems, `notes.${i}.text`, n.text));

  // Only one message per path: the field check first, the service rule where the field is fine. A
  // list whose rows already show what is missing (a container without type) needs no "required" too.
  const taken = new Set(problems.map((p) => p.path));
  const rowsFlagged = (path: string) => problems.some((p) => p.path.startsWith(`${path}.`));
  for (const p of fromFieldErrors(quotationRuleViolations(toRuleInput(values), today))) {
    if (taken.has(p.path) || (p.rule === 'requiredForService' && rowsFlagged(p.path))) continue;
    problems.push(p);
  }
  return problems;
}
