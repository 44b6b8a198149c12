import { describe, expect, it } from 'vitest';
import { testT } from '@/locales/test-i18n';
import { placeCodes, ruleFilterText } from './rule-filter-text';

describe('a rule filter in words', () => {
  it('names a service, a transport mode and an incoterm instead of their codes', async () => {
    const es = await testT('es');
    expect(ruleFilterText(es, 'es', { filterType: 'MODE', condition: 'EQUALS', value: 'SEA_FCL' })).toBe(
      'Servicio es igual a Marítimo FCL',
    );
    expect(ruleFilterText(es, 'es', { filterType: 'TRANSPORT_MODE', condition: 'HAS', value: 'air, sea' })).toBe(
      'Modo de transporte es uno de Aéreo, Marítimo',
    );
    expect(ruleFilterText(es, 'es', { filterType: 'INCOTERM', condition: 'NOT_EQUALS', value: 'fob' })).toBe(
      'Incoterm no es FOB (Franco a bordo)',
    );
    const en = await testT('en');
    expect(ruleFilterText(en, 'en', { filterType: 'MODE', condition: 'EQUALS', value: 'AIR_LSE' })).toMatch(
      /^Service .* Air/,
    );
  });

  it('names a place code the catalogue knows, and keeps one it does not know as typed', async () => {
    const es = await testT('es');
    const places = (code: string) => ({ ESVLC: 'Valencia' })[code];
    expect(ruleFilterText(es, 'es', { filterType: 'ORIGIN', condition: 'HAS', value: 'esvlc, XXAAA' }, places)).toBe(
      'Origen es uno de Valencia (ESVLC), XXAAA',
    );
    expect(placeCodes(['esvlc', ' MAD', 'Shanghai', 'UY', 'ESVLC'])).toEqual(['ESVLC', 'MAD', 'UY']);
  });

  it('keeps a place or a client as the user typed it', async () => {
    const pt = await testT('pt');
    expect(ruleFilterText(pt, 'pt', { filterType: 'ORIGIN', condition: 'CONTAINS', value: 'Shanghai' })).toMatch(
      /Shanghai$/,
    );
  });

  it('says "any" or "none" for a list condition with no value, in each language', async () => {
    const autorate = { filterType: 'AUTORATE', condition: 'HAS', value: '' } as const;
    expect(ruleFilterText(await testT('es'), 'es', autorate)).toBe('Tarifa vigente (transportista): cualquiera');
    expect(ruleFilterText(await testT('en'), 'en', autorate)).toMatch(/: any$/);
    expect(ruleFilterText(await testT('pt'), 'pt', { ...autorate, condition: 'NOT_HAS' })).toMatch(/: nenhum$/);
  });
});
