import { ERROR_CODES, LANGUAGES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@freight/shared/error-messages';
import { errorsNamespace } from '../lib/error-messages';

type Json = { [key: string]: Json | string };

const files = import.meta.glob<{ default: Json }>('./*/*.json', { eager: true });

function flatten(value: Json, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : flatten(child, `${prefix}${key}.`),
  );
}

/** Every key of every namespace, as `<namespace>:<dotted.key>`, per language. */
function keysByLanguage(): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const [path, module] of Object.entries(files)) {
    const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    const keys = result.get(language) ?? new Set<string>();
    for (const key of flatten(module.default)) keys.add(`${namespace}:${key}`);
    result.set(language, keys);
  }
  return result;
}

describe('locale files', () => {
  const byLanguage = keysByLanguage();
  const allKeys = new Set([...byLanguage.values()].flatMap((keys) => [...keys]));

  it('exist for every supported language', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each([...LANGUAGES])('%s has every key that another language has', (language) => {
    const keys = byLanguage.get(language) ?? new Set<string>();
    const missing = [...allKeys].filter((key) => !keys.has(key)).sort();
    expect(missing).toEqual([]);
  });

  it.each([...LANGUAGES])('%s translates every API error code, plus the browser-only ones', (language) => {
    const namespace = errorsNamespace(ERROR_MESSAGES, language, files[`./${language}/errors.json`].default);
    const missing = ERROR_CODES.filter((code) => typeof namespace[code] !== 'string' || namespace[code] === '');
    expect(missing).toEqual([]);
    expect(namespace.NETWORK_ERROR).toEqual(expect.any(String));
  });

  it('has no empty translations', () => {
    const empty: string[] = [];
    for (const [path, module] of Object.entries(files)) {
      const walk = (value: Json, prefix: string) => {
        for (const [key, child] of Object.entries(value)) {
          if (typeof child === 'string') {
            if (child.trim() === '') empty.push(`${path} ${prefix}${key}`);
          } else walk(child, `${prefix}${key}.`);
        }
      };
      walk(module.default, '');
    }
    expect(empty).toEqual([]);
  });
});
