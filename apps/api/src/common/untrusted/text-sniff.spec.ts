import { describe, expect, it } from '@jest/globals';
import * as f from '../../../test/documents/fixtures.js';
import { looksLikeRfc822, looksLikeSvg } from './text-sniff.js';

const b = (s: string) => Buffer.from(s, 'utf8');

describe('looksLikeSvg', () => {
  it('accepts an svg root after a declaration, comments and a doctype', () => {
    expect(looksLikeSvg(f.svg())).toBe(true);
    expect(looksLikeSvg(b('\uFEFF  <svg viewBox="0 0 1 1"/>'))).toBe(true);
    expect(looksLikeSvg(b('<svg>\n<script>alert(1)</script></svg>'))).toBe(true);
  });

  it('refuses other roots and binary data', () => {
    expect(looksLikeSvg(b('<?xml version="1.0"?><html><svg/></html>'))).toBe(false);
    expect(looksLikeSvg(b('<svgx/>'))).toBe(false);
    expect(looksLikeSvg(b('hello <svg/>'))).toBe(false);
    expect(looksLikeSvg(b('<!-- never closed <svg/>'))).toBe(false);
    expect(looksLikeSvg(Buffer.concat([b('<svg>'), Buffer.from([0, 1])]))).toBe(false);
  });
});

describe('looksLikeSvg on hostile prologs (issue 35)', () => {
  it('judges a DOCTYPE that never closes, followed by 64 KB of blanks or brackets, at once', () => {
    // The former pattern backtracked quadratically here: 25 s on the event loop for one upload.
    for (const tail of [' '.repeat(64 * 1024), ']'.repeat(64 * 1024), '[' + '] '.repeat(32 * 1024)]) {
      const started = performance.now();
      expect(looksLikeSvg(b(`<!DOCTYPE svg ${tail}`))).toBe(false);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('still reads a DOCTYPE with an internal subset, with or without blanks before its end', () => {
    expect(looksLikeSvg(b('<!DOCTYPE svg [ <!ENTITY a "b"> ] ><svg/>'))).toBe(true);
    expect(looksLikeSvg(b('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg/>'))).toBe(true);
  });
});

describe('looksLikeRfc822', () => {
  it('accepts a header block with folded lines, ended by a blank line', () => {
    expect(looksLikeRfc822(f.eml())).toBe(true);
    expect(looksLikeRfc822(b('From: a@b.c\nSubject: hi\n'))).toBe(true);
  });

  it('needs From and another message header, and only header lines before the blank line', () => {
    expect(looksLikeRfc822(b('Subject: hi\nTo: x@y.z\n\nbody'))).toBe(false);
    expect(looksLikeRfc822(b('From: a@b.c\nX-Custom: 1\n\nbody'))).toBe(false);
    expect(looksLikeRfc822(b('From: a@b.c\nthis is not a header\nSubject: x\n\n'))).toBe(false);
    expect(looksLikeRfc822(b(' From: a@b.c\nSubject: x\n\n'))).toBe(false);
    expect(looksLikeRfc822(Buffer.concat([b('From: a\u0000\nSubject: x\n\n')]))).toBe(false);
  });
});
