import { describe, expect, it } from 'vitest';
import { newFilter, ruleBody, ruleFormProblems, ruleFormValues } from './rule-form-values';

describe('rule form values', () => {
  it('a new rule starts as AUTORATE with a margin, and becomes the API body', () => {
    const v = {
      ...ruleFormValues(null, 3),
      name: ' Auto Shanghai ',
      filters: [newFilter('AUTORATE', 'HAS'), newFilter('ORIGIN', 'EQUALS', ' CNSHA ')],
    };
    expect(ruleFormProblems(v)).toEqual({});
    expect(ruleBody(v)).toEqual({
      name: 'Auto Shanghai',
      marginPercent: 15,
      position: 3,
      active: true,
      send: false,
      rateKey: null,
      filters: [
        { filterType: 'AUTORATE', condition: 'HAS', value: '' },
        { filterType: 'ORIGIN', condition: 'EQUALS', value: 'CNSHA' },
      ],
    });
  });

  it('names the field of each broken rule', () => {
    const v = {
      ...ruleFormValues(null, 0),
      filters: [newFilter('ORIGIN', 'EQUALS', ''), newFilter('MODE', 'HAS', 'SEA_FCL,TRAIN')],
    };
    expect(ruleFormProblems(v)).toEqual({
      name: 'required',
      'filters.0.value': 'required',
      'filters.1.value': 'unknownCode',
    });
  });
});
