// Content checks for the two allowed text formats, which have no magic bytes.

const HEAD_BYTES = 64 * 1024;

/** The first bytes as text, or null when they look binary (a NUL byte). */
function textHead(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEAD_BYTES)).toString('utf8');
  return head.includes('\u0000') ? null : head.replace(/^\uFEFF/, '');
}

// What may come before the root element: blanks, the XML declaration and other processing
// instructions, comments and a DOCTYPE (with an optional internal subset). No two quantifiers may
// match the same characters: `[^>[]*` followed by `\s*` took 25 s on "<!DOCTYPE " and 64 KB of blanks.
const PROLOG_ITEM = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE\s[^>[]*(?:\[[\s\S]*?\]\s*)?>)/i;

/** An XML document whose root element is `<svg`. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  let text = textHead(bytes);
  if (text === null) return false;
  for (let m = PROLOG_ITEM.exec(text); m && m[0].length > 0; m = PROLOG_ITEM.exec(text)) text = text.slice(m[0].length);
  return /^<svg[\s>/]/.test(text);
}

const HEADER_LINE = /^([\x21-\x39\x3b-\x7e]+):/;
const MESSAGE_HEADERS = ['date', 'subject', 'to', 'cc', 'message-id', 'mime-version', 'received'];

/**
 * An RFC 822 / 5322 message: it opens with a block of header fields (name, colon, value; folded
 * lines start with a blank) ended by an empty line, with a From field and another message field.
 */
export function looksLikeRfc822(bytes: Uint8Array): boolean {
  const text = textHead(bytes);
  if (text === null) return false;
  const end = text.search(/\r?\n\r?\n/);
  if (end === -1 && bytes.length > HEAD_BYTES) return false;
  const lines = (end === -1 ? text.replace(/\r?\n$/, '') : text.slice(0, end)).split(/\r?\n/);
  const names: string[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line) && names.length > 0) continue;
    const match = HEADER_LINE.exec(line);
    if (!match) return false;
    names.push(match[1].toLowerCase());
  }
  return names.includes('from') && names.some((n) => MESSAGE_HEADERS.includes(n));
}
