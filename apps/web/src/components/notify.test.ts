// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { apiRequest, ApiError } from '@/lib/api-client';
import { applyLanguage } from '@/lib/i18n';
import { notifyError } from './notify';

const { show } = vi.hoisted(() => ({ show: vi.fn() }));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

/** The text a user reads in the last toast. */
const lastToast = (): string => {
  const { message } = show.mock.calls.at(-1)?.[0] as { message: ReactNode };
  return renderToStaticMarkup(message as never);
};

/** A refusal as the API sends it: the error body with its request id, and the same id in the header. */
function refusal(body: object, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 404,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

describe('the error toast', () => {
  beforeEach(async () => {
    show.mockClear();
    await applyLanguage('en', { remember: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reference of the failed request, read from the error body, in the user language', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        refusal(
          { code: 'NOT_FOUND', message: 'What you asked for was not found.', details: null, requestId: 'req-7f3a' },
          { 'X-Request-Id': 'req-7f3a' },
        ),
      ),
    );
    const error = await apiRequest('/app/v1/quotations/X', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('req-7f3a');

    notifyError(error);
    expect(lastToast()).toContain('Reference: req-7f3a');
    for (const [language, word] of [
      ['es', 'Referencia: req-7f3a'],
      ['pt', 'Referência: req-7f3a'],
    ] as const) {
      await applyLanguage(language, { remember: false });
      notifyError(error);
      expect(lastToast()).toContain(word);
    }
  });

  it('falls back to the X-Request-Id header when the body is not the API error body (a proxy page)', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'X-Request-Id': 'hdr-1' } })),
    );
    notifyError(await apiRequest('/app/v1/x', { auth: false }).catch((e: unknown) => e));
    expect(lastToast()).toContain('Reference: hdr-1');
  });

  it('shows no reference when the API was never reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    notifyError(await apiRequest('/app/v1/x', { auth: false }).catch((e: unknown) => e));
    const text = lastToast();
    expect(text).toBe('Could not reach the server. Check your connection.');
    expect(text).not.toContain('Reference');
  });
});
