import { LANGUAGES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { NAMED_ROLES, roleFromText, roleNameKey, roleOptions, roleText } from './role-names';

type Json = { [key: string]: Json | string };
const locales = import.meta.glob<{ default: Json }>('../../../locales/*/users.json', { eager: true });

const labelIn =
  (language: string) =>
  (key: string): string => {
    let node: Json | string | undefined = locales[`../../../locales/${language}/users.json`]?.default;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : '';
  };

describe('role names', () => {
  it.each([...LANGUAGES])('%s names every role the picker offers, each with different words', (language) => {
    const label = labelIn(language);
    const missing = NAMED_ROLES.filter((role) => !label(roleNameKey(role)!));
    expect(missing).toEqual([]);
    const words = NAMED_ROLES.map((role) => roleText(role, label).toLowerCase());
    expect(new Set(words).size).toBe(words.length);
  });

  it('offers roles in the reader’s words and stores the English name, so every language translates it', () => {
    const es = labelIn('es');
    expect(roleOptions(es)).toContain('Gerente comercial');
    expect(roleOptions(es)).not.toContain('commercial manager');
    expect(roleFromText(' gerente comercial ', es)).toBe('commercial manager');
    expect(roleFromText('commercial manager', es)).toBe('commercial manager');
    expect(roleFromText('Jefe de depósito', es)).toBe('Jefe de depósito');
    expect(roleText('pricing analyst', labelIn('pt'))).toBe('Analista de pricing');
    expect(roleText('Jefe de depósito', es)).toBe('Jefe de depósito');
    expect(roleText(null, es)).toBe('');
  });
});
