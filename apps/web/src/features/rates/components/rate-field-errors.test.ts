import { LANGUAGES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { RATE_FIELD_MESSAGES, rateFieldMessage, type RateFieldError } from './rate-field-errors';
import { checkRateForm, emptyCharge, emptyRange, emptyRateForm, type RateFormState } from './rate-form-values';

type Json = { [key: string]: Json | string };
const locales = import.meta.glob<{ default: Json }>('../../../locales/*/rates.json', { eager: true });
// The shared rules' source, to find every rule name they can report (a new one needs its message).
const sharedRules = import.meta.glob<string>('../../../../../../packages/shared/src/rates/rate-rules.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function lookup(language: string, key: string): string | undefined {
  let node: Json | string | undefined = locales[`../../../locales/${language}/rates.json`]?.default;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const filled = (): RateFormState => ({
  ...emptyRateForm('owner-1'),
  origin: { code: 'CNSHA', name: 'Shanghai', kind: 'SEAPORT' },
  destination: { code: 'UYMVD', name: 'Montevideo', kind: 'SEAPORT' },
  validFrom: '2026-01-01',
  validTo: '2026-03-31',
  description: 'FCL Shanghai',
  carrier: { id: 'c1', label: 'SHAPAC' },
  charges: [{ ...emptyCharge(true), chargeCodeId: 'oft', calculator: 'PER_CONTAINER', amount: 1500 }],
});

/** Forms that break every rule the rate form checks before sending. */
function brokenForms(): RateFormState[] {
  const charge = { ...emptyCharge(), chargeCodeId: 'x', amount: 1 };
  const range = (from: number | '', to: number | '', amount: number | '' = 1) => ({
    ...emptyRange(),
    from,
    to,
    amount,
  });
  return [
    { ...emptyRateForm(null), description: ' ' },
    { ...filled(), validFrom: '2026-05-01', validTo: '2026-04-30' },
    { ...filled(), charges: Array.from({ length: 41 }, () => ({ ...charge })) },
    { ...filled(), transitDays: 400, freeDays: -1, cbmRatio: 200_000, route: 'r'.repeat(301) },
    {
      ...filled(),
      charges: [
        { ...charge, chargeCodeId: null, amount: '' },
        { ...charge, amount: 1.234 },
        { ...charge, calculator: 'PERCENT_OF_FREIGHT', amount: 150, rangeBasis: 'WEIGHT', ranges: [range(0, '')] },
        { ...charge, amount: 2_000_000_000 },
        { ...charge, minimumAmount: -1 },
        { ...charge, minimumBelow: 0 },
        { ...charge, rangeBasis: 'WEIGHT', ranges: [] },
        { ...charge, rangeBasis: null, ranges: [range(0, '')] },
        { ...charge, rangeBasis: 'WEIGHT', ranges: Array.from({ length: 21 }, (_, j) => range(j, j + 1)) },
        {
          ...charge,
          rangeBasis: 'WEIGHT',
          ranges: [range(-1, 2_000_000_000), range(10, 5), range(20, ''), range(30, 40, -1), range(35, 50)],
        },
        { ...charge, description: 'd'.repeat(201) },
      ],
    },
  ];
}

const problems = (): [string, RateFieldError][] =>
  brokenForms().flatMap((v) => Object.entries(checkRateForm(v).fields));

/** What the server adds: SaveRateDto's class-validator rules, an unknown charge code, an unreadable date. */
const SERVER_PROBLEMS: [string, RateFieldError][] = [
  ['originCode', { rule: 'isNotEmpty' }],
  ['carrierId', { rule: 'isUUID' }],
  ['validFrom', { rule: 'isCalendarDate' }],
  ['transitDays', { rule: 'isInt' }],
  ['transitDays', { rule: 'max' }],
  ['freeDays', { rule: 'min' }],
  ['cbmRatio', { rule: 'maxDecimalPlaces' }],
  ['comments', { rule: 'maxLength' }],
  ['charges', { rule: 'arrayMaxSize' }],
  ['charges.0.ranges', { rule: 'arrayMaxSize' }],
  ['charges.0.chargeCodeId', { rule: 'notFound' }],
  ['charges.0.ranges.1.amount', { rule: 'isNumber' }],
];

describe('rate form field errors', () => {
  it('every rule the shared rate rules can report is checked here and has its own message', () => {
    const source = Object.values(sharedRules)[0] ?? '';
    const named = new Set([...source.matchAll(/add\(\s*(?:'[A-Z_]+'|null),[^,]+,\s*'(\w+)'/g)].map((m) => m[1]));
    expect(named.size).toBeGreaterThan(5);
    const produced = new Set(problems().map(([, e]) => e.rule));
    expect([...named].filter((rule) => !produced.has(rule))).toEqual([]);
  });

  it('no rule the form or the server reports falls back to the generic text', () => {
    const generic = [...problems(), ...SERVER_PROBLEMS]
      .filter(([path, e]) => rateFieldMessage(path, e).key === 'rateForm.fieldErrors.invalid')
      .map(([path, e]) => `${path}:${e.rule}`);
    expect(generic).toEqual([]);
  });

  it.each([...LANGUAGES])('%s has every message, with the figures it names', (language) => {
    const missing = RATE_FIELD_MESSAGES.filter((name) => !lookup(language, `rateForm.fieldErrors.${name}`));
    expect(missing).toEqual([]);
    for (const [path, e] of [...problems(), ...SERVER_PROBLEMS]) {
      const { key, params } = rateFieldMessage(path, e);
      const text = lookup(language, key) ?? '';
      const named = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect({ path, rule: e.rule, named }).toEqual({ path, rule: e.rule, named: Object.keys(params).sort() });
    }
  });

  it('says which field is missing and what a good value looks like', () => {
    const v = { ...emptyRateForm(null) };
    expect(checkRateForm(v).fields).toMatchObject({
      origin: { rule: 'required' },
      destination: { rule: 'required' },
      carrier: { rule: 'required' },
      validFrom: { rule: 'required' },
      description: { rule: 'required' },
    });
    expect(rateFieldMessage('carrier', { rule: 'required' }).key).toBe('rateForm.fieldErrors.required');
    expect(rateFieldMessage('charges.3.ranges', { rule: 'required' }).key).toBe('rateForm.fieldErrors.rangesRequired');
    expect(rateFieldMessage('charges.0.amount', { rule: 'max', params: { max: 100 } })).toEqual({
      key: 'rateForm.fieldErrors.max',
      params: { max: 100 },
    });
    expect(rateFieldMessage('transitDays', { rule: 'max' }).params).toEqual({ max: 365 });
    expect(rateFieldMessage('validTo', { rule: 'beforeValidFrom' }).key).toBe('rateForm.fieldErrors.beforeValidFrom');
    expect(rateFieldMessage('ownerId', { rule: 'somethingNew' }).key).toBe('rateForm.fieldErrors.invalid');
  });

  it("names the server's figures when a refusal carries none", () => {
    const figure = (path: string, rule: string) => rateFieldMessage(path, { rule }).params;
    expect(figure('transitDays', 'min')).toEqual({ min: 0 });
    expect(figure('freeDays', 'max')).toEqual({ max: 365 });
    expect(figure('cbmRatio', 'max')).toEqual({ max: 100_000 });
    expect(figure('cbmRatio', 'maxDecimalPlaces')).toEqual({ max: 3 });
    expect(figure('description', 'maxLength')).toEqual({ max: 300 });
    expect(figure('route', 'maxLength')).toEqual({ max: 300 });
    expect(figure('frequency', 'maxLength')).toEqual({ max: 100 });
    expect(figure('comments', 'maxLength')).toEqual({ max: 2000 });
    expect(figure('charges.4.description', 'maxLength')).toEqual({ max: 200 });
    expect(figure('charges.0.unit', 'maxLength')).toEqual({ max: 30 });
  });
});
