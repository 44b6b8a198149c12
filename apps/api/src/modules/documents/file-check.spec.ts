import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { MAX_UPLOAD_BYTES } from '@freight/shared';
import * as f from '../../../test/documents/fixtures.js';
import { AppError } from '../../common/errors/app-error.js';
import { detectFileTypes, inspectUpload } from './file-check.js';

async function rejection(name: string, bytes: Uint8Array) {
  try {
    await inspectUpload(name, bytes);
  } catch (e) {
    if (e instanceof AppError) return { code: e.code, details: e.details };
    throw e;
  }
  throw new Error(`${name} was accepted`);
}

describe('inspectUpload', () => {
  it.each([
    ['image.png', f.png(), 'image/png'],
    ['anim.gif', f.gif(), 'image/gif'],
    ['photo.jpg', f.jpeg(), 'image/jpeg'],
    ['photo.JPEG', f.jpeg(), 'image/jpeg'],
    ['drawing.svg', f.svg(), 'image/svg+xml'],
    ['image.webp', f.webp(), 'image/webp'],
    ['image.avif', f.avif(), 'image/avif'],
    ['phone.heic', f.heic(), 'image/heic'],
    ['phone.heif', f.heic(), 'image/heic'],
    ['invoice.pdf', f.pdf(), 'application/pdf'],
    ['letter.doc', f.cfb(['WordDocument', '1Table']), 'application/msword'],
    ['letter.docx', f.ooxml('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.xls', f.cfb(['Workbook']), 'application/vnd.ms-excel'],
    ['sheet.xlsx', f.ooxml('xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['slides.ppt', f.cfb(['Current User', 'PowerPoint Document']), 'application/vnd.ms-powerpoint'],
    ['slides.pptx', f.ooxml('pptx'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['message.eml', f.eml(), 'message/rfc822'],
  ])('accepts %s as %s', async (name, bytes, mimeType) => {
    await expect(inspectUpload(name, bytes)).resolves.toEqual(expect.objectContaining({ name, mimeType }));
  });

  it('hands back the bytes the worker sniffed, with their size and SHA-256', async () => {
    const sent = f.pdf(' '.repeat(8192));
    const kept = Buffer.from(sent);
    const checked = await inspectUpload('invoice.pdf', sent);
    expect(Buffer.from(checked.bytes)).toEqual(kept);
    expect(checked.sizeBytes).toBe(kept.length);
    expect(checked.sha256).toBe(createHash('sha256').update(kept).digest('hex'));
  });

  it('saves the sanitised name', async () => {
    await expect(inspectUpload('../../etc/passwd.pdf', f.pdf())).resolves.toMatchObject({
      name: 'passwd.pdf',
      mimeType: 'application/pdf',
      kind: 'pdf',
    });
  });

  it('refuses an executable named like a PDF, by content', async () => {
    expect(await rejection('report.pdf', f.elf())).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      details: { reason: 'CONTENT_NOT_ALLOWED', extension: 'pdf', detected: null },
    });
    expect((await rejection('report.pdf', f.pe())).code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses disallowed extensions whatever the content', async () => {
    expect(await rejection('archive.zip', f.zip({ 'a.txt': 'a' }))).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      details: { reason: 'EXTENSION_NOT_ALLOWED', extension: 'zip', detected: null },
    });
    expect((await rejection('setup.exe', f.pe())).details).toMatchObject({ reason: 'EXTENSION_NOT_ALLOWED' });
    expect((await rejection('README', f.pdf())).details).toMatchObject({
      reason: 'EXTENSION_NOT_ALLOWED',
      extension: '',
    });
  });

  it('refuses an allowed type under another allowed extension', async () => {
    expect((await rejection('photo.pdf', f.png())).details).toEqual({
      reason: 'EXTENSION_MISMATCH',
      extension: 'pdf',
      detected: 'png',
    });
    expect((await rejection('letter.xlsx', f.ooxml('docx'))).details).toMatchObject({
      reason: 'EXTENSION_MISMATCH',
      detected: 'docx',
    });
    expect((await rejection('letter.xls', f.cfb(['WordDocument']))).details).toMatchObject({
      reason: 'EXTENSION_MISMATCH',
      detected: 'doc',
    });
  });

  it('refuses a compound file that is no Office document (an MSI installer) and a plain ZIP named .docx', async () => {
    expect((await rejection('setup.doc', f.cfb(['\u4840\u3b3f\u4577']))).details).toMatchObject({
      reason: 'CONTENT_NOT_ALLOWED',
    });
    expect((await rejection('letter.docx', f.zip({ 'a.txt': 'a' }))).details).toMatchObject({
      reason: 'CONTENT_NOT_ALLOWED',
    });
  });

  it('refuses text that is neither SVG nor an e-mail under those extensions', async () => {
    expect((await rejection('page.svg', Buffer.from('<html><script>alert(1)</script></html>'))).details).toMatchObject({
      reason: 'CONTENT_NOT_ALLOWED',
    });
    expect((await rejection('note.eml', Buffer.from('just some text\nwith lines\n'))).details).toMatchObject({
      reason: 'CONTENT_NOT_ALLOWED',
    });
    expect((await rejection('mail.svg', f.eml())).details).toMatchObject({
      reason: 'EXTENSION_MISMATCH',
      detected: 'eml',
    });
  });

  it('refuses empty files, unusable names and files over the limit', async () => {
    expect((await rejection('empty.pdf', Buffer.alloc(0))).code).toBe('FILE_EMPTY');
    expect((await rejection('../..', f.pdf())).code).toBe('FILE_NAME_INVALID');
    expect(await rejection('big.pdf', Buffer.alloc(MAX_UPLOAD_BYTES + 1))).toEqual({
      code: 'FILE_TOO_LARGE',
      details: { maxBytes: MAX_UPLOAD_BYTES },
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES, 0x20);
    f.pdf().copy(bytes);
    await expect(inspectUpload('big.pdf', bytes)).resolves.toMatchObject({ mimeType: 'application/pdf' });
  });
});

describe('detectFileTypes', () => {
  it('finds nothing in unknown binary content', async () => {
    expect(await detectFileTypes(Buffer.from([0, 1, 2, 3, 4, 5, 6, 7]))).toEqual([]);
  });
});
