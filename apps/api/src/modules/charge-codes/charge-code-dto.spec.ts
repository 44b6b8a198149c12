import { describe, expect, it } from '@jest/globals';
import { ChargeCodeDto } from '@freight/shared/dto';
import { checkDto as check } from '../../../test/providers/check-dto.js';

describe('charge code input', () => {
  it('accepts short upper-case concepts, hyphens included', () => {
    expect(
      check(ChargeCodeDto, {
        concept: 'thc-o',
        description: 'THC origen',
        descriptionEn: 'THC origin',
        descriptionPt: 'THC origem',
      }),
    ).toMatchObject({ value: { concept: 'THC-O', taxed: false }, fields: [] });
  });

  it('refuses spaces, a single character and long concepts', () => {
    for (const concept of ['A B', 'A', 'ABCDEFGHIJK', '-AB']) {
      expect(
        check(ChargeCodeDto, { concept, description: 'x', descriptionEn: 'x', descriptionPt: 'x' }).fields,
      ).toEqual(['concept']);
    }
  });
});
