import { allowedTypeForName, MAX_UPLOAD_BYTES, sanitizeFileName } from '@freight/shared';

/**
 * Spec section 5: a pasted file whose name is already in the list gets a counter in brackets
 * before the extension ("photo.png" → "photo (1).png", then "photo (2).png"), which the server keeps.
 * Names compare as the server saves them (other symbols stripped, any case), so "photo?.png" clashes
 * with a stored "photo.png".
 */
export function uniqueFileName(name: string, taken: Iterable<string>): string {
  const key = (n: string) => sanitizeFileName(n).toLowerCase();
  const names = new Set([...taken].map(key));
  if (!names.has(key(name))) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  for (let i = 1; ; i += 1) {
    const candidate = `${stem} (${i})${ext}`;
    if (!names.has(key(candidate))) return candidate;
  }
}

/**
 * The same limits the drop zone applies (allowed type by name, at most 20 MB), for files that
 * arrive another way (paste). The server checks the content again.
 */
export function isAcceptableFile(file: { name: string; size: number }): boolean {
  return file.size > 0 && file.size <= MAX_UPLOAD_BYTES && allowedTypeForName(file.name) !== undefined;
}

/** The file under a new name (File is immutable). */
export function renamed(file: File, name: string): File {
  return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
}
