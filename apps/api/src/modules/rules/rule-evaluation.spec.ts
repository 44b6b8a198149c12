import { describe, expect, it } from '@jest/globals';
import {
  filterMatches,
  firstMatchingRule,
  isAutorateRule,
  RULE_FILTER_CONDITIONS,
  RULE_FILTER_TYPES,
  ruleFilterProblems,
  ruleMatches,
  type RuleCondition,
  type RuleFacts,
  type RuleFilterType,
} from '@freight/shared';

const facts: RuleFacts = {
  incoterm: 'FOB',
  originCode: 'CNSHA',
  originName: 'Shanghai',
  destinationCode: 'UYMVD',
  destinationName: 'Montevideo',
  transportMode: 'SEA',
  service: 'SEA_FCL',
  client: { id: '7f0c7c58-2a59-4d0e-a3a1-8f2a1c9b0001', tradeName: 'Frigorífico del Plata', taxId: '215478930012' },
  rateCarriers: ['SHAPAC', 'GENSHIP'],
};
const bare: RuleFacts = {
  ...facts,
  incoterm: null,
  originCode: null,
  originName: null,
  destinationCode: null,
  destinationName: null,
  rateCarriers: [],
};

/** For each filter type and condition: a value that matches the request above and one that does not. */
const CASES: Record<RuleFilterType, Record<RuleCondition, [string, string]>> = {
  INCOTERM: {
    EQUALS: ['fob', 'CIF'],
    NOT_EQUALS: ['CIF', 'FOB'],
    CONTAINS: ['O', 'X'],
    HAS: ['EXW,FOB', 'EXW,FCA'],
    NOT_HAS: ['EXW,FCA', 'FOB,CIF'],
  },
  ORIGIN: {
    EQUALS: ['CNSHA', 'CNNGB'],
    NOT_EQUALS: ['CNNGB', 'shanghai'],
    CONTAINS: ['SHANG', 'Ningbo'],
    HAS: ['CNNGB, CNSHA', 'CNNGB'],
    NOT_HAS: ['CNNGB', 'CNSHA'],
  },
  DESTINATION: {
    EQUALS: ['Montevideo', 'Santos'],
    NOT_EQUALS: ['BRSSZ', 'UYMVD'],
    CONTAINS: ['UY', 'BR'],
    HAS: ['UYMVD,BRSSZ', 'BRSSZ'],
    NOT_HAS: ['BRSSZ', 'uymvd'],
  },
  AUTORATE: {
    EQUALS: ['GENSHIP', 'MSC'],
    NOT_EQUALS: ['MSC', 'SHAPAC'],
    CONTAINS: ['SHIP', 'MAERSK'],
    HAS: ['', 'MSC,MAERSK'],
    NOT_HAS: ['MSC', ''],
  },
  TRANSPORT_MODE: {
    EQUALS: ['SEA', 'AIR'],
    NOT_EQUALS: ['AIR', 'SEA'],
    CONTAINS: ['SE', 'AI'],
    HAS: ['SEA,ROAD', 'AIR,ROAD'],
    NOT_HAS: ['AIR', 'SEA'],
  },
  MODE: {
    EQUALS: ['SEA_FCL', 'SEA_LCL'],
    NOT_EQUALS: ['SEA_LCL', 'SEA_FCL'],
    CONTAINS: ['FCL', 'LCL'],
    HAS: ['SEA_LCL,SEA_FCL', 'AIR_LSE'],
    NOT_HAS: ['AIR_LSE,AIR_ULD', 'SEA_FCL'],
  },
  CLIENT_REQUEST: {
    EQUALS: ['215478930012', '999'],
    NOT_EQUALS: ['Otro cliente', 'frigorífico del plata'],
    CONTAINS: ['del plata', 'Acme'],
    HAS: ['7f0c7c58-2a59-4d0e-a3a1-8f2a1c9b0001', 'Acme'],
    NOT_HAS: ['Acme,Otro', '215478930012'],
  },
};

describe('quotation rule evaluation (packages/shared)', () => {
  const grid = RULE_FILTER_TYPES.flatMap((type) =>
    RULE_FILTER_CONDITIONS.map((condition) => [type, condition] as const),
  );

  it('covers every filter type and condition', () => {
    expect(grid).toHaveLength(35);
  });

  it.each(grid)('%s %s matches its value and refuses the other', (filterType, condition) => {
    const [yes, no] = CASES[filterType][condition];
    expect(filterMatches({ filterType, condition, value: yes }, facts)).toBe(true);
    expect(filterMatches({ filterType, condition, value: no }, facts)).toBe(false);
  });

  it('a request without the field: EQUALS and HAS fail, NOT_EQUALS and NOT_HAS hold', () => {
    for (const filterType of ['INCOTERM', 'ORIGIN', 'DESTINATION', 'AUTORATE'] as const) {
      expect(filterMatches({ filterType, condition: 'EQUALS', value: 'X' }, bare)).toBe(false);
      expect(filterMatches({ filterType, condition: 'HAS', value: '' }, bare)).toBe(false);
      expect(filterMatches({ filterType, condition: 'NOT_EQUALS', value: 'X' }, bare)).toBe(true);
      expect(filterMatches({ filterType, condition: 'NOT_HAS', value: '' }, bare)).toBe(true);
    }
  });

  it('a rule matches when every filter does; inactive rules never; the first in order wins', () => {
    const autorate = {
      active: true,
      filters: [
        { filterType: 'AUTORATE' as const, condition: 'HAS' as const, value: '' },
        { filterType: 'ORIGIN' as const, condition: 'EQUALS' as const, value: 'CNSHA' },
      ],
    };
    const other = {
      active: true,
      filters: [{ filterType: 'ORIGIN' as const, condition: 'EQUALS' as const, value: 'CNNGB' }],
    };
    expect(ruleMatches(autorate, facts)).toBe(true);
    expect(ruleMatches(autorate, { ...facts, rateCarriers: [] })).toBe(false);
    expect(ruleMatches({ ...autorate, active: false }, facts)).toBe(false);
    expect(ruleMatches({ active: true, filters: [] }, facts)).toBe(true);
    expect(firstMatchingRule([other, autorate, { active: true, filters: [] }], facts)).toBe(autorate);
    expect(isAutorateRule(autorate)).toBe(true);
    expect(isAutorateRule(other)).toBe(false);
  });

  it('CLIENT_REQUEST EQUALS PORTAL matches only requests the client asked for in its portal (issue 43)', () => {
    const portal = { filterType: 'CLIENT_REQUEST' as const, condition: 'EQUALS' as const, value: 'portal' };
    expect(filterMatches(portal, { ...facts, origin: 'CLIENT_REQUEST' })).toBe(true);
    expect(filterMatches(portal, { ...facts, origin: 'STAFF' })).toBe(false);
    expect(filterMatches(portal, facts)).toBe(false);
    expect(filterMatches({ ...portal, condition: 'NOT_EQUALS' }, { ...facts, origin: 'STAFF' })).toBe(true);
  });

  it('refuses filters that can never mean anything', () => {
    expect(
      ruleFilterProblems([
        { filterType: 'INCOTERM', condition: 'EQUALS', value: '' },
        { filterType: 'INCOTERM', condition: 'HAS', value: 'FOB,XYZ' },
        { filterType: 'MODE', condition: 'EQUALS', value: 'SEA_FCL' },
        { filterType: 'TRANSPORT_MODE', condition: 'NOT_EQUALS', value: 'TRAIN' },
        { filterType: 'AUTORATE', condition: 'HAS', value: '' },
      ]).map((p) => `${p.field}:${p.rules[0]}`),
    ).toEqual(['filters.0.value:required', 'filters.1.value:unknownCode', 'filters.3.value:unknownCode']);
  });
});
