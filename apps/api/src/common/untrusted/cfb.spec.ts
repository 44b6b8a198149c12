import { describe, expect, it } from '@jest/globals';
import { cfb } from '../../../test/documents/fixtures.js';
import { cfbRootEntryNames, isCfb } from './cfb.js';

describe('cfbRootEntryNames', () => {
  it('lists the streams at the root of a compound file', () => {
    expect(cfbRootEntryNames(cfb(['WordDocument', '1Table', '\u0005SummaryInformation'])).sort()).toEqual([
      '\u0005SummaryInformation',
      '1Table',
      'WordDocument',
    ]);
  });

  it('returns nothing for other or broken files, without throwing', () => {
    expect(cfbRootEntryNames(Buffer.from('%PDF-1.4'))).toEqual([]);
    const truncated = cfb(['Workbook']).subarray(0, 600);
    expect(isCfb(truncated)).toBe(true);
    expect(cfbRootEntryNames(truncated)).toEqual([]);
    const badShift = cfb(['Workbook']);
    badShift.writeUInt16LE(20, 0x1e);
    expect(cfbRootEntryNames(badShift)).toEqual([]);
  });

  it('survives a directory whose sibling links loop', () => {
    const looped = cfb(['Workbook', 'Book']);
    looped.writeUInt32LE(1, 512 * 2 + 2 * 128 + 0x48);
    expect(cfbRootEntryNames(looped).sort()).toEqual(['Book', 'Workbook']);
  });

  it('survives a FAT chain that points back at itself', () => {
    const looped = cfb(['Workbook']);
    looped.writeUInt32LE(1, 512 + 4);
    expect(cfbRootEntryNames(looped)).toEqual(['Workbook']);
  });
});
