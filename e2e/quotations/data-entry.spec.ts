import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { translation } from '../fixtures/locales';
import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  describeGoods,
  fillPackingLine,
  PAGE_LOAD,
  pick,
  sendRequest,
} from './request-form-helpers';

/**
 * Issue 24, items 1 to 4: data entry never changes what the user meant. Enter in a picker chooses,
 * never sends; numbers read in the user's format (set on the profile through the API) or are
 * refused; a refused send brings the first error into view. In Spanish and in English.
 */
test.use({ signedInAs: 'comercial' });
// Each test gives its page its own language and number format (see setProfile); long form flows.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Language = 'es' | 'en';
type Format = 'US' | 'LOCAL';
type Quotation = {
  reference: string;
  incoterm: string | null;
  destinationCode: string | null;
  goodsValue: number | null;
  packingLines: { kind: string; quantity: number; weight: number }[];
  sellers?: string[];
};

const QUOTATIONS = '/app/v1/quotations';

async function api(page: Page, demoToken: (a: 'comercial') => Promise<string>) {
  const headers = { Authorization: `Bearer ${await demoToken('comercial')}` };
  const request: APIRequestContext = page.request;
  return {
    /**
     * The language and number format this page's SPA receives with the profile. Only this page sees
     * them: the commercial's stored settings stay as seeded for the tests running beside this one.
     */
    setProfile: async (language: Language, currencyFormat: Format) => {
      await page.unroute('**/auth/v1/me');
      await page.route('**/auth/v1/me', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, language, currencyFormat } });
      });
    },
    quotation: async (reference: string) => {
      const response = await request.get(`${QUOTATIONS}/${reference}`, { headers });
      expect(response.ok()).toBe(true);
      return (await response.json()) as Quotation;
    },
    /** The commercial's requests to one destination (each test uses its own lane). */
    toDestination: async (code: string) => {
      const response = await request.get(`${QUOTATIONS}?view=mine&destinationCode=${code}&limit=50`, { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { items: { reference: string }[] }).items;
    },
  };
}

/** Every request the page sends to create a quotation. */
function watchCreates(page: Page): string[] {
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === QUOTATIONS) creates.push(request.url());
  });
  return creates;
}

const t = (language: Language, namespace: string, key: string) => translation(language, namespace, key);

/** A Mantine select that is not searched: open, move down one option, Enter. */
// ArrowDown on a closed select opens it with its current value active (synchronously, unlike a click,
// whose active option is set after the list renders); a second ArrowDown moves to the next option.
/**
 * Opens a select with the keyboard and moves its highlight down to the option labelled `label` (or one
 * step, when none is named), then Enter. Each step waits for the highlight the previous key set: the
 * list's first render assigns the highlight a moment after it opens, and a key read before that moves
 * from nothing (seen under load: Enter then chose the current value).
 */
async function chooseWithKeys(input: Locator, label?: string): Promise<void> {
  const page = input.page();
  const highlighted = async () => {
    const id = await input.getAttribute('aria-activedescendant');
    return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim() : null;
  };
  await input.focus();
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(highlighted).not.toBeNull();
  for (let step = 0; label === undefined ? step < 1 : (await highlighted()) !== label; step++) {
    if (step > 20) throw new Error(`no option labelled ${label}`);
    const before = await input.getAttribute('aria-activedescendant');
    await input.press('ArrowDown');
    await expect.poll(() => input.getAttribute('aria-activedescendant')).not.toBe(before);
  }
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

// A cold load of the form's chunks on a machine shared by several runs can take longer than PAGE_LOAD.
const COLD_FORM = { timeout: 45_000 };

async function openForm(page: Page, language: Language): Promise<void> {
  await page.goto('/mis-cotizaciones?new=1');
  await expect(page.getByTestId('request-form')).toBeVisible(COLD_FORM);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of ['es', 'en'] as const) {
  test.describe(`in ${language}`, () => {
    test('Enter in each picker of the request form chooses the option and sends nothing', async ({
      page,
      demoToken,
    }) => {
      const backend = await api(page, demoToken);
      await backend.setProfile(language, 'US');
      // Its own lane, so the API can tell whether anything was created.
      const [destinationSearch, destinationCode] = language === 'es' ? ['rotterdam', 'NLRTM'] : ['valencia', 'ESVLC'];
      const listed = (await backend.toDestination(destinationCode)).length;
      const creates = watchCreates(page);
      await openForm(page, language);

      // Everything else filled first: had any Enter below sent the form, a request would exist.
      await fillPackingLine(page, 0, { quantity: 2, weight: 100, length: 100, width: 100, height: 100 });
      await describeGoods(page, 'Enter test');

      // Client: typed, then Enter on the highlighted match.
      const client = page.getByTestId('request-form-client');
      await client.fill('Frigor');
      await expect(page.getByRole('option', { name: /^Frigorífico del Plata/ })).toBeVisible(PAGE_LOAD);
      await client.press('Enter');
      await expect(client).toHaveValue('Frigorífico del Plata');
      // Typed again, its best match is the client already chosen: Enter keeps it (it emptied the field).
      await client.fill('Frigor');
      await expect(page.getByRole('option', { name: /^Frigorífico del Plata/ })).toBeVisible(PAGE_LOAD);
      await client.press('Enter');
      await expect(client).toHaveValue('Frigorífico del Plata');

      // Origin: Enter right after typing, before the search has answered, takes the best match once it has.
      const origin = page.getByTestId('request-form-origin');
      await origin.fill('montevideo');
      await origin.press('Enter');
      await expect(origin).toHaveValue(/^UYMVD/, PAGE_LOAD);

      const destination = page.getByTestId('request-form-destination');
      await destination.fill(destinationSearch);
      await expect(page.getByRole('option').first()).toBeVisible(PAGE_LOAD);
      await destination.press('Enter');
      await expect(destination).toHaveValue(new RegExp(`^${destinationCode}`));

      // Incoterm: FOB chosen, then "cif" typed and Enter (the example) chooses CIF.
      const incoterm = page.getByTestId('request-form-incoterm');
      await pick(incoterm, /^FOB /);
      await expect(incoterm).toHaveValue(/^FOB /);
      await incoterm.fill('cif');
      await incoterm.press('Enter');
      await expect(incoterm).toHaveValue(/^CIF /);
      // Typed again, its first match is the chosen incoterm: Enter keeps it and shows it whole.
      await incoterm.fill('cif');
      await incoterm.press('Enter');
      await expect(incoterm).toHaveValue(/^CIF .+/);
      // Typed over it with the focus kept (the list opens on the typing), Enter chooses the match the list
      // highlights, not the chosen CIF (Mantine's own index pointed at it: "c" stayed and CIF was kept).
      await incoterm.fill('c');
      await expect(page.getByRole('listbox').locator('[data-combobox-selected]')).toHaveText(/^CFR /);
      await incoterm.press('Enter');
      await expect(incoterm).toHaveValue(/^CFR /);
      await incoterm.fill('cif');
      await incoterm.press('Enter');
      await expect(incoterm).toHaveValue(/^CIF /);
      // Opened again, the list highlights the chosen incoterm: Enter keeps it (it emptied the field).
      await page.getByTestId('request-form-packing-kind').focus();
      await incoterm.click();
      await expect(page.getByRole('option', { name: /^CIF / })).toBeVisible();
      await incoterm.press('Enter');
      await expect(incoterm).toHaveValue(/^CIF /);

      // Selects that are not searched: the keyboard opens them and Enter picks.
      const kind = page.getByTestId('request-form-packing-kind');
      await chooseWithKeys(kind, t(language, 'quotationForm', 'packageKinds.PALLETS'));
      await expect(kind).toHaveValue(t(language, 'quotationForm', 'packageKinds.PALLETS'));
      const stackable = page.getByTestId('request-form-stackable');
      await chooseWithKeys(stackable, t(language, 'quotationForm', 'stackable.NO'));
      await expect(stackable).toHaveValue(t(language, 'quotationForm', 'stackable.NO'));
      const currency = page.getByTestId('request-form-goods-currency');
      const before = await currency.inputValue();
      await chooseWithKeys(currency);
      await expect(currency).not.toHaveValue(before);

      // Tags: Enter adds the typed seller.
      const sellers = page.getByTestId('request-form-sellers');
      await sellers.fill('ACME Export');
      await sellers.press('Enter');
      await expect(page.getByTestId('request-form-section-details').getByText('ACME Export')).toBeVisible();

      // A typed date: Enter confirms the day understood there (as leaving the field does), it does not send.
      const shipment = page.getByTestId('request-form-shipment-date');
      const nextYear = String(new Date().getFullYear() + 1).slice(2);
      await shipment.fill(`5/12/${nextYear}`);
      await shipment.press('Enter');
      await expect(shipment).toHaveValue(`05/12/20${nextYear}`);

      // Nothing was sent: no create request left the page and the API has none on this lane.
      await expect(page.getByTestId('request-form')).toBeVisible();
      expect(creates).toEqual([]);
      expect(await backend.toDestination(destinationCode)).toHaveLength(listed);

      // The send button does send, with what Enter chose.
      const reference = await sendRequest(page);
      const stored = await backend.quotation(reference);
      expect(stored.incoterm).toBe('CIF');
      expect(stored.destinationCode).toBe(destinationCode);
      expect(stored.packingLines[0]?.kind).toBe('PALLETS');
      expect(creates).toHaveLength(1);
      expect(await backend.toDestination(destinationCode)).toHaveLength(listed + 1);
    });

    for (const format of ['LOCAL', 'US'] as const) {
      test(`numbers typed in the ${format} format are stored as meant`, async ({ page, demoToken }) => {
        const backend = await api(page, demoToken);
        await backend.setProfile(language, format);
        const typed = format === 'LOCAL' ? { weight: '80,5', value: '1.234,5' } : { weight: '80.5', value: '1,234.5' };
        await openForm(page, language);
        await chooseClient(page);
        await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
        await fillPackingLine(page, 0, { quantity: 2, weight: 1, length: 100, width: 100, height: 100 });
        const weight = page.getByTestId('request-form-packing-weight');
        await weight.fill(typed.weight);
        const goodsValue = page.getByTestId('request-form-goods-value');
        await goodsValue.fill(typed.value);
        await describeGoods(page, 'Decimal test');
        // Leaving a field shows the value understood, in the user's format.
        await expect(weight).toHaveValue(typed.weight);
        await expect(goodsValue).toHaveValue(typed.value);

        const stored = await backend.quotation(await sendRequest(page));
        expect(stored.packingLines[0]?.weight).toBe(80.5);
        expect(stored.packingLines[0]?.quantity).toBe(2);
        expect(stored.goodsValue).toBe(1234.5);
      });
    }

    test('a number the field cannot read shows its message and nothing is sent', async ({ page, demoToken }) => {
      const format: Format = language === 'es' ? 'LOCAL' : 'US';
      const backend = await api(page, demoToken);
      await backend.setProfile(language, format);
      const creates = watchCreates(page);
      await openForm(page, language);
      await chooseClient(page);
      await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
      await fillPackingLine(page, 0, { quantity: 2, weight: 1, length: 100, width: 100, height: 100 });
      await describeGoods(page, 'Refused number test');
      const weight = page.getByTestId('request-form-packing-weight');
      await weight.fill('80,5,1');
      await weight.blur();
      const example = format === 'LOCAL' ? '1.234,5' : '1,234.5';
      const message = t(language, 'common', 'numbers.errors.invalid')
        .replace('{{text}}', '80,5,1')
        .replace('{{example}}', example);
      await expect(page.getByText(message)).toBeVisible();
      // Refused, not guessed: the text stays as typed.
      await expect(weight).toHaveValue('80,5,1');

      await page.getByTestId('request-form-submit').click();
      await expect(weight).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: t(language, 'common', 'forms.invalid') })).toBeVisible();
      await expect(page.getByTestId('request-form')).toBeVisible();
      expect(creates).toEqual([]);
    });

    test('sending an incomplete form scrolls to the first error and focuses it', async ({ page, demoToken }) => {
      await (await api(page, demoToken)).setProfile(language, 'US');
      await openForm(page, language);
      // The drawer focuses its first field when it opens.
      await expect(page.getByTestId('request-form').locator('input:focus')).toHaveCount(1);
      await chooseClient(page);
      await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
      await fillPackingLine(page, 0, { quantity: 2, weight: 100, length: 100, width: 100, height: 100 });
      // The goods description (required) stays empty; the view is at the form's end.
      await page.getByTestId('request-form-section-attachments').scrollIntoViewIfNeeded();
      const description = page.getByTestId('request-form-goods-description');
      await page.getByTestId('request-form-pricing-comments').focus();

      await page.getByTestId('request-form-submit').click();
      await expect(description).toBeFocused();
      await expect(description).toBeInViewport();
      await expect(description).toHaveAttribute('aria-invalid', 'true');
    });
  });
}

test('dates: short forms read as day/month/year and the goods cannot be ready after the shipment', async ({
  page,
  demoToken,
}) => {
  await (await api(page, demoToken)).setProfile('es', 'US');
  await openForm(page, 'es');
  const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  const shipment = page.getByTestId('request-form-shipment-date');
  await shipment.fill(`5/12/${year}`);
  await shipment.blur();
  await expect(shipment).toHaveValue(`05/12/20${year}`);

  const ready = page.getByTestId('request-form-goods-ready-date');
  await ready.fill(`06-12-20${year}`);
  await ready.blur();
  await expect(ready).toHaveValue(`06/12/20${year}`);
  await expect(page.getByText(t('es', 'quotationForm', 'rules.afterShipmentDate'))).toBeVisible();

  // The calendar beside the field picks a day too.
  await page.getByTestId('request-form-goods-ready-date-calendar').click();
  await page
    .getByRole('button', { name: new RegExp(`^1 .*20${year}`) })
    .first()
    .click();
  await expect(ready).toHaveValue(`01/12/20${year}`);
  await expect(page.getByText(t('es', 'quotationForm', 'rules.afterShipmentDate'))).toBeHidden();
});
