import type { APIRequestContext, Page } from '@playwright/test';
import { requestAgentLink } from '../agent-costs/agent-link';
import { DEMO_PASSWORD, type DemoAccount } from '../fixtures/accounts';
import { expect, loginAs, test } from '../fixtures/auth';
import { MAIL_SINK_ON, NEEDS_MAIL_SINK } from '../fixtures/mail';
import { untranslated, type Finding } from './raw-codes';
import { PAGE_LOAD } from '../fixtures/timeouts';

type Language = 'es' | 'en' | 'pt';
const LANGUAGES: Language[] = ['es', 'en', 'pt'];

async function token(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const res = await request.post('/auth/v1/login', { data: { username: account, password: DEMO_PASSWORD } });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A seeded quotation of the commercial that pricing published (its log has sells and status events). */
async function pricedReference(request: APIRequestContext): Promise<string> {
  const auth = { Authorization: `Bearer ${await token(request, 'comercial')}` };
  const res = await request.get('/app/v1/quotations?view=mine&limit=100&status=QUOTED', { headers: auth });
  const items = ((await res.json()) as { items: { reference: string }[] }).items;
  if (!items.length) throw new Error('The demo seed has no QUOTED quotation of comercial');
  return items[0].reference;
}

/**
 * Shows the app in `language` without touching the account: the browser's remembered choice and
 * the profile the SPA reads both say it (other tests sign in as the same demo users in parallel).
 */
async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.route('**/auth/v1/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, language } });
  });
}

/** Waits until the screen has drawn its data: no loader or skeleton left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('main, form').first()).toBeVisible(PAGE_LOAD);
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Every built screen (placeholders left out) and who can open it. */
function screens(ref: string): { account: DemoAccount; path: string; open?: (page: Page) => Promise<void> }[] {
  return [
    { account: 'admin', path: '/home' },
    { account: 'admin', path: '/settings' },
    { account: 'admin', path: '/usuarios' },
    { account: 'admin', path: '/charge-codes', open: (p) => p.getByTestId('charge-code-new').click() },
    { account: 'admin', path: '/proveedores' },
    { account: 'admin', path: '/notas' },
    { account: 'admin', path: '/borradores' },
    { account: 'comercial', path: '/mis-cotizaciones' },
    { account: 'comercial', path: '/mis-cotizaciones', open: (p) => p.getByTestId('quotations-new').click() },
    { account: 'comercial', path: '/mis-cotizaciones/historial' },
    { account: 'comercial', path: '/finalizar' },
    { account: 'comercial', path: '/asignadas' },
    { account: 'comercial', path: `/mis-cotizaciones/${ref}` },
    {
      account: 'comercial',
      path: `/mis-cotizaciones/${ref}`,
      open: (p) => p.getByTestId('quotation-tab-events').click(),
    },
    {
      account: 'comercial',
      path: `/mis-cotizaciones/${ref}`,
      open: (p) => p.getByTestId('quotation-tab-notes').click(),
    },
    { account: 'comercial', path: '/home', open: (p) => p.getByTestId('notification-bell').click() },
    { account: 'gerente', path: '/home' },
    { account: 'gerente', path: '/cotizaciones-gerente' },
    { account: 'pricing', path: '/pricing/nuevas-solicitudes' },
    { account: 'pricing', path: '/pricing/en-proceso' },
    { account: 'pricing', path: '/pricing/cotizaciones' },
    { account: 'pricing', path: `/pricing/cotizaciones?ref=${ref}` },
    { account: 'pricing', path: '/pricing/cotizador' },
    // The demo rules' conditions hold SEA_FCL and AIR (issue 36): shown by their names.
    { account: 'pricing', path: '/pricing/reglas-cotizacion' },
    // Issue 42: the triage of received mails (kinds, decisions, refused files, too-large stubs).
    { account: 'pricing', path: '/pricing/correos' },
  ];
}

test.describe('every word in the user language: no raw code, no untranslated key', () => {
  // Read-only walks, one per language: they run side by side (the file was the suite's longest tail, 10 min on CI).
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  test('the check itself finds a raw code, an untranslated key and an English-only label', async ({ page }) => {
    await page.setContent(
      `<main><p>SELLS_PUBLISHED</p><span>Nota · INTERNAL</span><p>quotations:events.kinds.FOO</p><p>list.empty</p>
       <button aria-label="Toggle password visibility">o</button><p hidden>QUOTED</p>
       <p>MVD-26-000037.pdf</p><p>Marítimo LCL · FOB · USD</p></main>`,
    );
    const found = await untranslated(page, 'fixture', 'es');
    expect(found.map((f) => `${f.kind}: ${f.text}`)).toEqual([
      'raw code: SELLS_PUBLISHED',
      'raw code: Nota · INTERNAL',
      'untranslated key: quotations:events.kinds.FOO',
      'untranslated key: list.empty',
      'English text: Toggle password visibility',
    ]);
  });

  for (const language of LANGUAGES) {
    test(`staff screens in ${language}`, async ({ page, request }) => {
      await useLanguage(page, language);
      const ref = await pricedReference(request);
      const findings: Finding[] = [];

      await page.goto('/login');
      await settled(page);
      findings.push(...(await untranslated(page, '/login', language)));

      let signedIn: DemoAccount | null = null;
      for (const screen of screens(ref)) {
        if (signedIn !== screen.account) {
          await page.evaluate(() => window.localStorage.removeItem('access_token'));
          await loginAs(page, screen.account);
          signedIn = screen.account;
        }
        await page.goto(screen.path);
        await settled(page);
        if (screen.open) {
          await screen.open(page);
          await settled(page);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        findings.push(
          ...(await untranslated(page, `${screen.account} ${screen.path}${screen.open ? ' (opened)' : ''}`, language)),
        );
      }
      expect(findings).toEqual([]);
    });
  }

  test('the agent no-login page in each language', async ({ page, request }) => {
    test.skip(!MAIL_SINK_ON, NEEDS_MAIL_SINK);
    const link = await requestAgentLink(request, 'Repuestos para idioma');
    const findings: Finding[] = [];
    for (const language of LANGUAGES) {
      // The page speaks the agent's language (the provider's setting): each language in turn.
      await page.unroute('**/app/v1/agent/cost-request');
      await page.route('**/app/v1/agent/cost-request', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { provider: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, provider: { ...body.provider, language } } });
      });
      await page.goto(link.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settled(page);
      findings.push(...(await untranslated(page, `agent link (${language})`, language)));
    }
    expect(findings).toEqual([]);
  });
});
