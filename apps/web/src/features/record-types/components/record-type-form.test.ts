import { describe, expect, it } from 'vitest';
import { recordTypeProblems, recordTypeValues, toRecordTypeBody } from './record-type-form';

describe('document and note type form', () => {
  it('accepts 3 or 4 characters for document types and exactly 3 for note types', () => {
    const v = (code: string) => ({ ...recordTypeValues(null), code, name: 'Name' });
    expect(recordTypeProblems('document', v('inv'))).toEqual({});
    expect(recordTypeProblems('document', v('MAWB'))).toEqual({});
    expect(recordTypeProblems('document', v('BL'))).toEqual({ code: 'rules.code.document' });
    expect(recordTypeProblems('document', v('ABCDE'))).toEqual({ code: 'rules.code.document' });
    expect(recordTypeProblems('note', v('GEN'))).toEqual({});
    expect(recordTypeProblems('note', v('GENE'))).toEqual({ code: 'rules.code.note' });
  });

  it('sends the code trimmed and upper-case, and requires a name', () => {
    expect(toRecordTypeBody({ ...recordTypeValues(null), code: ' pkl ', name: ' Packing list ' })).toMatchObject({
      code: 'PKL',
      name: 'Packing list',
    });
    expect(recordTypeProblems('note', { ...recordTypeValues(null), code: 'ABC', name: ' ' })).toEqual({
      name: 'rules.required',
    });
  });
});
