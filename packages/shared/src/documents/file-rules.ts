// Attachment rules of spec section 5, shared by the drop zone and the API (which also checks content).

/** One allowed kind of file: the extensions a name may end with and the MIME types its content may have. */
export type AllowedFileType = { kind: FileKind; extensions: readonly string[]; mimeTypes: readonly string[] };

export const FILE_KINDS = [
  'png',
  'gif',
  'jpeg',
  'svg',
  'webp',
  'avif',
  'heif',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'eml',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The first MIME type of each entry is the one stored when the content does not name a more precise one. */
export const ALLOWED_FILE_TYPES: readonly AllowedFileType[] = [
  { kind: 'png', extensions: ['png'], mimeTypes: ['image/png'] },
  { kind: 'gif', extensions: ['gif'], mimeTypes: ['image/gif'] },
  { kind: 'jpeg', extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg'] },
  { kind: 'svg', extensions: ['svg'], mimeTypes: ['image/svg+xml'] },
  { kind: 'webp', extensions: ['webp'], mimeTypes: ['image/webp'] },
  { kind: 'avif', extensions: ['avif'], mimeTypes: ['image/avif'] },
  // HEIC is HEIF with HEVC images: phones write either brand under either extension.
  {
    kind: 'heif',
    extensions: ['heic', 'heif'],
    mimeTypes: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
  },
  { kind: 'pdf', extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  { kind: 'doc', extensions: ['doc'], mimeTypes: ['application/msword'] },
  {
    kind: 'docx',
    extensions: ['docx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  { kind: 'xls', extensions: ['xls'], mimeTypes: ['application/vnd.ms-excel'] },
  {
    kind: 'xlsx',
    extensions: ['xlsx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  { kind: 'ppt', extensions: ['ppt'], mimeTypes: ['application/vnd.ms-powerpoint'] },
  {
    kind: 'pptx',
    extensions: ['pptx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  },
  { kind: 'eml', extensions: ['eml'], mimeTypes: ['message/rfc822'] },
];

/** For a drop zone's `accept`: each MIME type with the extensions a browser may report it under. */
export const UPLOAD_ACCEPT: Readonly<Record<string, string[]>> = Object.fromEntries(
  ALLOWED_FILE_TYPES.flatMap((t) => t.mimeTypes.map((m) => [m, t.extensions.map((e) => `.${e}`)])),
);

/** The lower-cased extension after the last dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The allowed type a file name claims by its extension, if any. */
export function allowedTypeForName(name: string): AllowedFileType | undefined {
  const ext = fileExtension(name);
  return ALLOWED_FILE_TYPES.find((t) => t.extensions.includes(ext));
}

export const MAX_FILE_NAME_LENGTH = 200;

// A counter in brackets before the extension, as a clashing name gets it (spec section 5): "name (1).pdf".
const NAME_COUNTER = /^(.*\S) \((\d{1,4})\)(\.[^.]*)?$/u;

const stripFileNameCharacters = (s: string) => s.replace(/[^\p{L}\p{Nd}._\- ]/gu, '');

function trimName(s: string): string {
  return s.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
}

/** At most MAX_FILE_NAME_LENGTH characters: the stem is shortened, the suffix (counter, extension) kept. */
function fitName(stem: string, suffix: string): string {
  if (stem.length + suffix.length <= MAX_FILE_NAME_LENGTH) return stem + suffix;
  return stem.slice(0, MAX_FILE_NAME_LENGTH - suffix.length).replace(/[.\s]+$/, '') + suffix;
}

/**
 * The name a file is saved under: the last path segment only, then every character other than a
 * letter, digit, dot, hyphen, underscore or space removed (spec section 5), without leading dots or
 * spaces (no hidden files, no "..") and at most MAX_FILE_NAME_LENGTH characters, keeping the
 * extension. A clash counter before the extension ("name (1).pdf", spec section 5) is kept as it
 * is: its brackets are the one exception to the character rule. Returns '' when nothing is left:
 * such a name is refused.
 */
export function sanitizeFileName(raw: string): string {
  // NFC first, so an accent typed as a combining mark stays a letter instead of being stripped.
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const counter = NAME_COUNTER.exec(base);
  if (counter) {
    const stem = trimName(stripFileNameCharacters(counter[1]));
    const extension = stripFileNameCharacters(counter[3] ?? '').replace(/[.\s]+$/, '');
    if (stem) return fitName(stem, ` (${Number(counter[2])})${extension}`);
  }
  const cleaned = trimName(stripFileNameCharacters(base));
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const ext = fileExtension(cleaned);
  return fitName(cleaned, ext && ext.length < 20 ? `.${ext}` : '');
}
