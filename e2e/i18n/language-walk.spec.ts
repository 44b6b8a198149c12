import type { APIRequestContext, Page } from '@playwright/test';
import { requestAgentLink } from '../agent-costs/agent-link';
import { DEMO_PASSWORD, type DemoAccount } from '../fixtures/accounts';
import { ACCESS_TOKEN_KEY, expect, test } from '../fixtures/auth';
import { translation } from '../fixtures/locales';
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

/**
 * Moves the running SPA to `path` the way a link does (a history entry plus popstate): one loaded
 * page walks an account's screens without a reload each time (as e2e/shell/route-access does).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

type Screen = { account: DemoAccount; path: string; screen: string; open?: (page: Page) => Promise<void> };

/** Every built screen (placeholders left out), who can open it, and its title (`nav:screens.<screen>`). */
function screens(ref: string): Screen[] {
  return [
    { account: 'admin', path: '/home', screen: 'home' },
    { account: 'admin', path: '/settings', screen: 'settings' },
    { account: 'admin', path: '/usuarios', screen: 'users' },
    {
      account: 'admin',
      path: '/charge-codes',
      screen: 'chargeCodes',
      open: (p) => p.getByTestId('charge-code-new').click(),
    },
    { account: 'admin', path: '/proveedores', screen: 'providers' },
    { account: 'admin', path: '/notas', screen: 'notes' },
    { account: 'admin', path: '/borradores', screen: 'drafts' },
    { account: 'comercial', path: '/mis-cotizaciones', screen: 'myQuotations' },
    {
      account: 'comercial',
      path: '/mis-cotizaciones',
      screen: 'myQuotations',
      open: (p) => p.getByTestId('quotations-new').click(),
    },
    { account: 'comercial', path: '/mis-cotizaciones/historial', screen: 'myQuotationsHistory' },
    { account: 'comercial', path: '/finalizar', screen: 'finalize' },
    { account: 'comercial', path: '/asignadas', screen: 'assigned' },
    { account: 'comercial', path: `/mis-cotizaciones/${ref}`, screen: 'myQuotations' },
    {
      account: 'comercial',
      path: `/mis-cotizaciones/${ref}`,
      screen: 'myQuotations',
      open: (p) => p.getByTestId('quotation-tab-events').click(),
    },
    {
      account: 'comercial',
      path: `/mis-cotizaciones/${ref}`,
      screen: 'myQuotations',
      open: (p) => p.getByTestId('quotation-tab-notes').click(),
    },
    {
      account: 'comercial',
      path: '/home',
      screen: 'home',
      open: (p) => p.getByTestId('notification-bell').click(),
    },
    { account: 'gerente', path: '/home', screen: 'home' },
    { account: 'gerente', path: '/cotizaciones-gerente', screen: 'managerQuotations' },
    { account: 'pricing', path: '/pricing/nuevas-solicitudes', screen: 'pricingNewRequests' },
    { account: 'pricing', path: '/pricing/en-proceso', screen: 'pricingInProgress' },
    { account: 'pricing', path: '/pricing/cotizaciones', screen: 'pricingQuotations' },
    { account: 'pricing', path: `/pricing/cotizaciones?ref=${ref}`, screen: 'pricingQuotations' },
    { account: 'pricing', path: '/pricing/cotizador', screen: 'pricingQuoter' },
    // The demo rules' conditions hold SEA_FCL and AIR (issue 36): shown by their names.
    { account: 'pricing', path: '/pricing/reglas-cotizacion', screen: 'pricingRules' },
    // Issue 42: the triage of received mails (kinds, decisions, refused files, too-large stubs).
    { account: 'pricing', path: '/pricing/correos', screen: 'pricingMailTriage' },
    // Issue 43: the client's request form (services, incoterms, packing kinds and measure systems by name).
    { account: 'cliente', path: '/client-quotation/new', screen: 'clientQuotationRequest' },
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

      // Each account signs in once, through the API (the form is e2e/auth's; /login is walked above), and
      // its screens follow in one loaded page. A screen is loaded afresh when the account changes, after a
      // screen something was opened on (nothing left open spills into the next), and when the title would
      // not change (the new title is what says the in-app navigation has shown the next screen).
      let signedIn: DemoAccount | null = null;
      let reload = true;
      for (const screen of screens(ref)) {
        if (signedIn !== screen.account) {
          const accessToken = await token(request, screen.account);
          await page.evaluate(
            ([key, value]) => window.localStorage.setItem(key, value),
            [ACCESS_TOKEN_KEY, accessToken],
          );
          signedIn = screen.account;
          reload = true;
        }
        const title = new RegExp(`^${escapeRegExp(translation(language, 'nav', `screens.${screen.screen}`))} · `);
        if (reload || title.test(await page.title())) await page.goto(screen.path);
        else await navigateInApp(page, screen.path);
        await expect(page).toHaveTitle(title);
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === screen.path);
        await settled(page);
        if (screen.open) {
          await screen.open(page);
          await settled(page);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        findings.push(
          ...(await untranslated(page, `${screen.account} ${screen.path}${screen.open ? ' (opened)' : ''}`, language)),
        );
        reload = screen.open !== undefined;
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
