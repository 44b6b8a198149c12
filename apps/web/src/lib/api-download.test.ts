// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, type DownloadProgress } from './api-download';

/** A response whose body arrives in the given chunks, as a streamed export does. */
function streamed(chunks: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('apiDownload progress', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows a streamed CSV by its lines against the announced row count', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        streamed(['Ref;Date\r\nA;1\r\n', 'B;2\r\n', 'C;3\r\nD;4\r\n'], {
          'Content-Type': 'text/csv',
          'X-Export-Rows': '4',
        }),
      ),
    );
    const seen: DownloadProgress[] = [];
    const file = await apiDownload('/x.csv', { auth: false, onProgress: (p) => seen.push(p) });
    expect(seen.map((p) => p.fraction)).toEqual([0.25, 0.5, 1]);
    expect(seen.at(-1)).toEqual({ bytes: 30, fraction: 1, rows: 4 });
    expect(file.blob.size).toBe(30);
  });

  it('reports bytes only for a streamed workbook of unknown size', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        streamed(['PK..', 'more'], {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'X-Export-Rows': '2',
        }),
      ),
    );
    const seen: DownloadProgress[] = [];
    await apiDownload('/x.xlsx', { auth: false, onProgress: (p) => seen.push(p) });
    expect(seen).toEqual([
      { bytes: 4, fraction: null, rows: 2 },
      { bytes: 8, fraction: null, rows: 2 },
    ]);
  });

  it('uses the length when the server sends one', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(streamed(['abcd', 'efgh'], { 'Content-Type': 'application/pdf', 'Content-Length': '8' })),
    );
    const seen: DownloadProgress[] = [];
    await apiDownload('/x.pdf', { auth: false, onProgress: (p) => seen.push(p) });
    expect(seen.map((p) => p.fraction)).toEqual([0.5, 1]);
  });
});
