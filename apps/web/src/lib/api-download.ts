import { EXPORT_ROWS_HEADER } from '@freight/shared';
import { send, type RequestOptions } from './api-client';

// Files from the API, apart from api-client so that sign-in's initial load does not carry them.

export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name a Content-Disposition header gives (RFC 6266 `filename*` first), if any. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

/** How much of a download has arrived; `fraction` is null when the size cannot be known in advance. */
export type DownloadProgress = { bytes: number; fraction: number | null; rows: number | null };

/**
 * A file from the API (an export, a stored document), with the same session checks as
 * apiRequest. `onProgress` follows the download: by size when the server sends its length, by
 * lines for a streamed CSV whose row count the server announces, else by bytes received only.
 */
export async function apiDownload(
  path: string,
  options: RequestOptions & { onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile> {
  return readDownload(await send(path, options, '*/*'), options.onProgress);
}

/** The file of a successful answer, following its download with `onProgress` (see apiDownload). */
export async function readDownload(
  response: Response,
  onProgress?: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const fileName = dispositionFileName(response.headers.get('Content-Disposition'));
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!onProgress || !response.body) return { blob: await response.blob(), fileName };
  const total = Number(response.headers.get('Content-Length'));
  const rows = Number(response.headers.get(EXPORT_ROWS_HEADER));
  const countLines = type.startsWith('text/csv') && rows > 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.length;
    if (countLines) for (const byte of value) if (byte === 10) lines += 1;
    // The CSV's first line is its header.
    const fraction = total > 0 ? bytes / total : countLines ? Math.max(lines - 1, 0) / rows : null;
    onProgress({
      bytes,
      fraction: fraction === null ? null : Math.min(fraction, 1),
      rows: rows > 0 ? rows : null,
    });
  }
  return { blob: new Blob(chunks, { type }), fileName };
}
