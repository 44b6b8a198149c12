import { describe, expect, it } from 'vitest';
import { chargeCodeProblems, chargeCodeValues, toChargeCodeBody } from './charge-code-form';

describe('charge code form', () => {
  it('sends the concept upper-case and trimmed', () => {
    const v = {
      ...chargeCodeValues(null),
      concept: ' thc-o ',
      description: ' THC origen ',
      descriptionEn: ' THC origin ',
      descriptionPt: 'THC origem',
      sea: true,
    };
    expect(chargeCodeProblems(v)).toEqual({});
    expect(toChargeCodeBody(v)).toMatchObject({
      concept: 'THC-O',
      description: 'THC origen',
      descriptionEn: 'THC origin',
      sea: true,
      taxed: false,
    });
  });

  it('refuses blank or malformed concepts and a blank description', () => {
    expect(chargeCodeProblems(chargeCodeValues(null))).toEqual({
      concept: 'isNotEmpty',
      description: 'isNotEmpty',
      descriptionEn: 'isNotEmpty',
      descriptionPt: 'isNotEmpty',
    });
    expect(
      chargeCodeProblems({
        ...chargeCodeValues(null),
        concept: 'A B',
        description: 'x',
        descriptionEn: 'x',
        descriptionPt: 'x',
      }),
    ).toEqual({ concept: 'matches' });
  });
});
