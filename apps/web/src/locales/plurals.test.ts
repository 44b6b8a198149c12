import { describe, expect, it } from 'vitest';
import { testT } from './test-i18n';

type Json = { [key: string]: Json | string };
const files = import.meta.glob<{ default: Json }>('./*/*.json', { eager: true });

function entries(value: Json, prefix = ''): [string, string][] {
  return Object.entries(value).flatMap(([key, child]): [string, string][] =>
    typeof child === 'string' ? [[`${prefix}${key}`, child]] : entries(child, `${prefix}${key}.`),
  );
}

const texts = Object.entries(files).flatMap(([path, module]) =>
  entries(module.default).map(([key, text]) => ({ key: `${path.slice(2, -5)}:${key}`, text })),
);
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
// Interpolations that hold a number of things ("{{n}} kg" is a unit, "costo {{n}}" an ordinal: left out).
const COUNTED_NOUN = /\{\{(count|rows|days|created|updated|tested)\}\} \p{L}/u;

describe('counts and nouns agree (i18next plurals, never "cost(s)")', () => {
  it('no text writes a plural as "(s)"', () => {
    expect(texts.filter((x) => /\p{L}\((s|es|as|os)\)/u.test(x.text)).map((x) => x.key)).toEqual([]);
  });

  it('a number followed by a noun lives in a plural key with a "one" form, counted by {{count}}', () => {
    const offenders = texts.filter((x) => COUNTED_NOUN.test(x.text) && !PLURAL_FORM.test(x.key)).map((x) => x.key);
    expect(offenders).toEqual([]);
    const keys = new Set(texts.map((x) => x.key));
    const withoutOne = texts
      .filter((x) => x.key.endsWith('_other') && !keys.has(x.key.replace(/_other$/, '_one')))
      .map((x) => x.key);
    expect(withoutOne).toEqual([]);
  });

  it('one of a thing is singular and two are plural, in each language', async () => {
    const es = await testT('es');
    expect(es('agentCosts:confirmSend', { count: 1 })).toMatch(/^¿Enviar 1 costo\?/);
    expect(es('rates:import.run', { count: 1 })).toBe('Importar 1 tarifa');
    expect(es('rates:import.run', { count: 2 })).toBe('Importar 2 tarifas');
    expect((await testT('en'))('pricing:comparison.transit', { count: 1 })).toBe('1 day transit');
    expect((await testT('pt'))('clients:creditDaysValue', { count: 30 })).toBe('30 dias');
  });
});
