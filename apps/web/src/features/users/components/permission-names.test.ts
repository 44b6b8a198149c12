import { LANGUAGES, PERMISSIONS } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { permissionNameKey } from './permission-names';

type Json = { [key: string]: Json | string };
const locales = import.meta.glob<{ default: Json }>('../../../locales/*/users.json', { eager: true });

function lookup(language: string, key: string): string | undefined {
  let node: Json | string | undefined = locales[`../../../locales/${language}/users.json`]?.default;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('permission names', () => {
  it.each([...LANGUAGES])('%s describes every permission in words', (language) => {
    const missing = PERMISSIONS.filter((p) => {
      const text = lookup(language, permissionNameKey(p));
      return !text || text === p;
    });
    expect(missing).toEqual([]);
  });
});
