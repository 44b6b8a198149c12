import { describe, expect, it } from '@jest/globals';
import { buildLocationCatalogue } from './location-sources.js';

describe('location catalogue from the data packages', () => {
  const rows = buildLocationCatalogue();
  const find = (kind: string, code: string) => rows.find((r) => r.kind === kind && r.code === code);

  it('has seaports by UN/LOCODE, airports by IATA code and countries by ISO alpha-2, each (kind, code) once', () => {
    expect(find('SEAPORT', 'UYMVD')).toMatchObject({
      name: 'Montevideo',
      countryCode: 'UY',
      names: null,
      searchText: 'uymvd montevideo',
    });
    expect(find('AIRPORT', 'GRU')).toMatchObject({
      countryCode: 'BR',
      searchText: expect.stringContaining('sao paulo') as unknown,
    });
    expect(find('COUNTRY', 'BR')).toMatchObject({
      name: 'Brazil',
      names: { es: 'Brasil', en: 'Brazil', pt: 'Brasil' },
    });
    expect(new Set(rows.map((r) => `${r.kind}:${r.code}`)).size).toBe(rows.length);
    const codeShape = { SEAPORT: /^[A-Z]{2}[A-Z0-9]{3}$/, AIRPORT: /^[A-Z]{3}$/, COUNTRY: /^[A-Z]{2}$/ };
    expect(rows.filter((r) => !codeShape[r.kind].test(r.code))).toEqual([]);
  });

  it('keeps only open airports with a name (no heliports, seaplane bases or closed fields)', () => {
    const airports = rows.filter((r) => r.kind === 'AIRPORT');
    expect(airports.length).toBeGreaterThan(5000);
    expect(airports.every((a) => a.name.length > 0)).toBe(true);
    // A heliport, a seaplane base and a closed airport of the package.
    for (const code of ['TSS', 'FAK', 'BWS']) expect(find('AIRPORT', code)).toBeUndefined();
  });
});
