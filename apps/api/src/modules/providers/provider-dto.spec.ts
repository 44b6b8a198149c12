import { describe, expect, it } from '@jest/globals';
import { isCountryCode } from '@freight/shared';
import { CreateProviderDto } from '@freight/shared/dto';
import { checkDto as check } from '../../../test/providers/check-dto.js';

describe('provider input', () => {
  it('normalises codes and countries to upper case and trims names', () => {
    const { value, fields } = check(CreateProviderDto, {
      code: ' abc-1 ',
      name: '  Agent Co. ',
      originCountries: ['cn'],
      destinationCountries: [' uy'],
      contacts: [{ name: 'Ana', email: ' Ana@Agents.Demo ' }],
    });
    expect(fields).toEqual([]);
    expect(value).toMatchObject({
      code: 'ABC-1',
      name: 'Agent Co.',
      language: 'en',
      originCountries: ['CN'],
      destinationCountries: ['UY'],
      categories: [],
      services: [],
    });
    expect(value.contacts[0]).toMatchObject({ email: 'ana@agents.demo', services: [], traffics: [] });
  });

  it('refuses unknown countries, repeated services and blank names', () => {
    const { fields } = check(CreateProviderDto, {
      code: 'OK1',
      name: '   ',
      originCountries: ['XX'],
      services: ['SEA_FCL', 'SEA_FCL'],
      contacts: [{ name: ' ', email: 'a@b.demo' }],
    });
    expect(fields.sort()).toEqual(['contacts.0.name', 'name', 'originCountries', 'services']);
  });

  it('knows ISO country codes', () => {
    expect(['UY', 'CN', 'DE'].every(isCountryCode)).toBe(true);
    expect(['uy', 'XX', 'URY', 1].some(isCountryCode)).toBe(false);
  });
});
