import { MAX_UPLOAD_BYTES } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { isAcceptableFile, uniqueFileName } from './attachment-files';

describe('pasted file names', () => {
  it('keep a new name as it is', () => {
    expect(uniqueFileName('image.png', ['other.pdf'])).toBe('image.png');
  });

  it('get a counter in brackets before the extension when the name exists', () => {
    expect(uniqueFileName('image.png', ['image.png'])).toBe('image (1).png');
    expect(uniqueFileName('image.png', ['image.png', 'image (1).png'])).toBe('image (2).png');
    expect(uniqueFileName('Notes', ['notes'])).toBe('Notes (1)');
  });

  it('compare names as the server saves them (other symbols stripped, any case)', () => {
    expect(uniqueFileName('Image.PNG', ['image.png'])).toBe('Image (1).PNG');
    expect(uniqueFileName('in<v>.pdf', ['inv.pdf'])).toBe('in<v> (1).pdf');
    expect(uniqueFileName('image.png', ['image.png', 'image?? (1).png'])).toBe('image (2).png');
    // The server keeps the counter's brackets: "image 1.png" is another name.
    expect(uniqueFileName('image.png', ['image.png', 'image 1.png'])).toBe('image (1).png');
  });
});

describe('client-side file checks', () => {
  it('accept allowed types up to 20 MB', () => {
    expect(isAcceptableFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES })).toBe(true);
    expect(isAcceptableFile({ name: 'a.PNG', size: 10 })).toBe(true);
  });

  it('refuse other types, empty files and files over 20 MB', () => {
    expect(isAcceptableFile({ name: 'a.exe', size: 10 })).toBe(false);
    expect(isAcceptableFile({ name: 'a.pdf', size: 0 })).toBe(false);
    expect(isAcceptableFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(false);
  });
});
