import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import type { ValidationError } from '@nestjs/common';
import { toFieldErrors } from './validation.js';

describe('toFieldErrors', () => {
  it('lists each field with its failed rules, nested paths dotted', () => {
    const errors: ValidationError[] = [
      { property: 'language', constraints: { isIn: 'bad' }, children: [] },
      {
        property: 'pickup',
        children: [{ property: 'city', constraints: { isNotEmpty: 'x', isString: 'y' }, children: [] }],
      },
    ];
    expect(toFieldErrors(errors)).toEqual([
      { field: 'language', rules: ['isIn'] },
      { field: 'pickup.city', rules: ['isNotEmpty', 'isString'] },
    ]);
  });
});
