import { PROVIDER_CODE_PATTERN } from '@freight/shared';
import type { ContactValues, ProviderFormValues } from './provider-form-values';

/** Form path -> rule name; the same rules as the server's DTOs, so most mistakes never travel. */
export type FormRules = Record<string, string>;

// Loose on purpose: the server's @IsEmail has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactProblems(c: ContactValues, prefix = ''): FormRules {
  const problems: FormRules = {};
  if (!c.name.trim()) problems[`${prefix}name`] = 'isNotEmpty';
  if (!EMAIL.test(c.email.trim())) problems[`${prefix}email`] = 'isEmail';
  return problems;
}

/** Problems of the provider's own fields and, when creating, of its contacts. */
export function providerProblems(v: ProviderFormValues, withContacts: boolean): FormRules {
  const problems: FormRules = {};
  if (!PROVIDER_CODE_PATTERN.test(v.code.trim().toUpperCase()))
    problems.code = v.code.trim() ? 'matches' : 'isNotEmpty';
  if (!v.name.trim()) problems.name = 'isNotEmpty';
  if (!withContacts) return problems;
  if (v.contacts.length === 0) problems.contacts = 'arrayMinSize';
  else if (v.contacts.filter((c) => c.primary).length !== 1) problems.contacts = 'onePrimaryContact';
  v.contacts.forEach((c, i) => Object.assign(problems, contactProblems(c, `contacts.${i}.`)));
  return problems;
}
