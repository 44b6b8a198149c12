import { describe, expect, it } from '@jest/globals';
import {
  checkTaxId,
  clRutCheckDigit,
  cnpjCheckDigits,
  cpfCheckDigits,
  cuitCheckDigit,
  formatTaxId,
  normalizeTaxId,
  pyRucCheckDigit,
  uyRutCheckDigit,
} from '@freight/shared';

// Published numbers: python-stdnum's and the tax offices' own (AFIP 33-69345023-9, SII 60.803.000-K,
// Receita's alphanumeric CNPJ example 12.ABC.345/01DE-35) plus the textbook CNPJ/CPF examples.
describe('tax id validation', () => {
  it('normalises dots, dashes, slashes and spaces away and upper-cases', () => {
    expect(normalizeTaxId(' 21.100.342-001 7 ')).toBe('211003420017');
    expect(normalizeTaxId('60.803.000-k')).toBe('60803000K');
    expect(normalizeTaxId('11.222.333/0001-81')).toBe('11222333000181');
  });

  it.each([
    ['UY', '21-100342-001-7', '211003420017'],
    ['UY', '21.123.456.001-9', '211234560019'],
    ['UY', '010101010017', '010101010017'],
    ['BR', '11.222.333/0001-81', '11222333000181'],
    ['BR', '11.444.777/0001-61', '11444777000161'],
    ['BR', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['BR', '529.982.247-25', '52998224725'],
    ['BR', '111.444.777-35', '11144477735'],
    ['AR', '20-26756539-3', '20267565393'],
    ['AR', '33-69345023-9', '33693450239'],
    ['AR', '30-50001091-2', '30500010912'],
    ['CL', '12.345.678-5', '123456785'],
    ['CL', '60.803.000-k', '60803000K'],
    ['PY', '80028061-0', '800280610'],
    ['DE', 'DE 123456789', 'DE123456789'],
    ['US', 'US-123', 'US123'],
  ])('accepts %s %s as %s', (country, raw, normalized) => {
    expect(checkTaxId(country, raw)).toMatchObject({ valid: true, taxId: normalized });
  });

  it.each([
    ['UY', '21.123.456.0012', 'checkDigit'],
    ['UY', '211003420018', 'checkDigit'],
    ['UY', '231003420017', 'format'], // department 23 does not exist
    ['UY', '211003420027', 'format'], // positions 9-11 must be 001
    ['UY', '21100342001', 'format'],
    ['BR', '11.222.333/0001-82', 'checkDigit'],
    ['BR', '11.111.111/1111-11', 'format'],
    ['BR', '12.ABC.345/01DE-36', 'checkDigit'],
    ['BR', '529.982.247-24', 'checkDigit'],
    ['BR', '000.000.000-00', 'format'],
    ['AR', '20-26756539-4', 'checkDigit'],
    ['AR', '21-26756539-3', 'format'], // no such type prefix
    ['CL', '12.345.678-K', 'checkDigit'],
    ['CL', '60.803.000-1', 'checkDigit'],
    ['PY', '80028061-1', 'checkDigit'],
    ['PY', 'ABC-1', 'format'],
    ['US', 'x', 'format'],
    // No rule of its own still means a number, not a word (issue 36).
    ['US', 'ABC', 'format'],
    ['US', 'ABCDEFGH1', 'format'],
    ['US', '0000000', 'format'],
    ['US', '', 'format'],
  ])('refuses %s %s (%s)', (country, raw, problem) => {
    expect(checkTaxId(country, raw)).toMatchObject({ valid: false, problem });
  });

  it('computes check digits with each algorithm', () => {
    expect(uyRutCheckDigit('21100342001')).toBe(7);
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cuitCheckDigit('3369345023')).toBe(9);
    expect(clRutCheckDigit('60803000')).toBe('K');
    expect(clRutCheckDigit('12345678')).toBe('5');
    expect(pyRucCheckDigit('80028061')).toBe(0);
  });

  it('a remainder the tax offices never issue (check digit 10) is refused', () => {
    // Find a UY base whose check digit would be 10 and make sure no digit completes it.
    let base = '';
    for (let n = 100000; n < 100100 && !base; n++) if (uyRutCheckDigit(`21${n}001`) === null) base = `21${n}001`;
    expect(base).not.toBe('');
    for (let d = 0; d <= 9; d++) expect(checkTaxId('UY', `${base}${d}`).valid).toBe(false);
  });

  it('formats for display the way each country writes it', () => {
    expect(formatTaxId('BR', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatTaxId('BR', '52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('AR', '33693450239')).toBe('33-69345023-9');
    expect(formatTaxId('CL', '60803000K')).toBe('60803000-K');
  });
});
