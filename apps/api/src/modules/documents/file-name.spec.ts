import { describe, expect, it } from '@jest/globals';
import {
  allowedTypeForName,
  fileExtension,
  MAX_FILE_NAME_LENGTH,
  sanitizeFileName,
  UPLOAD_ACCEPT,
} from '@freight/shared';

describe('sanitizeFileName', () => {
  it('keeps letters (accented too), digits, dot, hyphen, underscore and space', () => {
    expect(sanitizeFileName('Cotización 2025_v-2.pdf')).toBe('Cotización 2025_v-2.pdf');
    expect(sanitizeFileName('Fatura São Paulo.xlsx')).toBe('Fatura São Paulo.xlsx');
  });

  it('removes every other character', () => {
    expect(sanitizeFileName('inv<o>ice:"2025"|?*#%&$@!(1).pdf')).toBe('invoice20251.pdf');
    expect(sanitizeFileName('tab\tnew\nline\u0000.pdf')).toBe('tabnewline.pdf');
  });

  it('keeps the counter in brackets a clashing name gets before its extension (spec section 5)', () => {
    expect(sanitizeFileName('constancia (1).pdf')).toBe('constancia (1).pdf');
    expect(sanitizeFileName('Factura São Paulo (12).xlsx')).toBe('Factura São Paulo (12).xlsx');
    expect(sanitizeFileName('notes (2)')).toBe('notes (2)');
    expect(sanitizeFileName('C:\\fakepath\\inv<o>ice? (3).PDF')).toBe('invoice (3).PDF');
    expect(sanitizeFileName('report (01).pdf')).toBe('report (1).pdf');
  });

  it('removes brackets that are not a clash counter', () => {
    expect(sanitizeFileName('report(1).pdf')).toBe('report1.pdf');
    expect(sanitizeFileName('report (draft).pdf')).toBe('report draft.pdf');
    expect(sanitizeFileName('report (1) final.pdf')).toBe('report 1 final.pdf');
    expect(sanitizeFileName('(1).pdf')).toBe('1.pdf');
    expect(sanitizeFileName('??? (1).pdf')).toBe('1.pdf');
    expect(sanitizeFileName('report (1).tar.gz')).toBe('report 1.tar.gz');
  });

  it('shortens a long name with a counter and keeps the counter and the extension', () => {
    const out = sanitizeFileName(`${'b'.repeat(500)} (7).pdf`);
    expect(out).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(out.endsWith('b (7).pdf')).toBe(true);
  });

  it('keeps an accent typed as a combining mark', () => {
    expect(sanitizeFileName('Cotizacio\u0301n.pdf')).toBe('Cotización.pdf');
  });

  it('never yields a path: directories and leading dots go', () => {
    expect(sanitizeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(sanitizeFileName('..\\..\\windows\\system.ini.pdf')).toBe('system.ini.pdf');
    expect(sanitizeFileName('/abs/path/to/.hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('...pdf')).toBe('pdf');
    expect(sanitizeFileName('report.pdf. . ')).toBe('report.pdf');
  });

  it('returns an empty name when nothing usable is left', () => {
    for (const raw of ['', '..', '../', '???', '/etc/..', '   ', '\u202e\u200b'])
      expect(sanitizeFileName(raw)).toBe('');
  });

  it('shortens long names and keeps the extension', () => {
    const out = sanitizeFileName(`${'a'.repeat(500)}.docx`);
    expect(out).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(out.endsWith('.docx')).toBe(true);
  });
});

describe('allowed extensions', () => {
  it('maps extensions case-insensitively and refuses others', () => {
    expect(fileExtension('A.B.PDF')).toBe('pdf');
    expect(fileExtension('noext')).toBe('');
    expect(allowedTypeForName('photo.JPEG')?.kind).toBe('jpeg');
    expect(allowedTypeForName('photo.heic')?.kind).toBe('heif');
    expect(allowedTypeForName('mail.eml')?.mimeTypes).toEqual(['message/rfc822']);
    for (const name of ['a.zip', 'a.exe', 'a.html', 'a.docm', 'pdf', 'a.pdf.exe'])
      expect(allowedTypeForName(name)).toBeUndefined();
  });

  it('offers the drop zone every allowed MIME type with its extensions', () => {
    expect(UPLOAD_ACCEPT['image/svg+xml']).toEqual(['.svg']);
    expect(UPLOAD_ACCEPT['application/vnd.ms-excel']).toEqual(['.xls']);
    expect(Object.keys(UPLOAD_ACCEPT)).toHaveLength(18);
  });
});
