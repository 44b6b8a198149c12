import { formatNumber } from '@/lib/formatting';
/**
 * Hands a downloaded file to the browser as a download. Files come through fetch (they need the
 * token), so a temporary object URL stands in for a plain link.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 -> "1.5 KB": sizes in documents lists. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1)} ${UNITS[unit]}`;
}
