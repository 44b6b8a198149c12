/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name in RFC 5987 `filename*`, so every
 * browser saves the file (never renders it) under its stored name.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%]/g, '')
    .trim();
  // A name with nothing ASCII before its extension would save as a hidden file.
  const safe = !fallback || fallback.startsWith('.') ? `download${fallback}` : fallback;
  return `attachment; filename="${safe}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

function encodeRfc5987(value: string): string {
  // encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987 attr-char does not allow.
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
