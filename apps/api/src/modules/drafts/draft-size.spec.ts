import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { jsonByteLength, MAX_DRAFT_DATA_BYTES } from '@freight/shared';
import { SaveDraftDto } from '@freight/shared/dto';

describe('jsonByteLength', () => {
  it('counts the UTF-8 bytes of the JSON text', () => {
    expect(jsonByteLength({ a: 1 })).toBe(Buffer.byteLength('{"a":1}'));
    for (const value of [{ s: 'ñandú €' }, { s: '😀 emoji' }, ['x', { y: null }], 'plain']) {
      expect(jsonByteLength(value)).toBe(Buffer.byteLength(JSON.stringify(value)));
    }
    expect(jsonByteLength(undefined)).toBe(0);
  });
});

describe('SaveDraftDto', () => {
  const errors = (plain: object) => validateSync(plainToInstance(SaveDraftDto, plain)).map((e) => e.property);

  it('accepts a typed, named draft with any JSON object as data, summary optional', () => {
    expect(errors({ type: 'QUOTATION', name: 'n', data: { nested: { list: [1, 'two'] } } })).toEqual([]);
  });

  it('refuses data that is not an object or is over the size limit', () => {
    expect(errors({ type: 'EXPRESS', name: 'n', data: [] })).toEqual(['data']);
    expect(errors({ type: 'EXPRESS', name: 'n', data: { s: 'x'.repeat(MAX_DRAFT_DATA_BYTES) } })).toEqual(['data']);
  });
});
