import { expect, test } from '../fixtures/sessions';
import {
  chooseClient,
  chooseLane,
  chooseService,
  describeGoods,
  expectTotals,
  fillPackingLine,
  openNewRequest,
  pick,
  search,
  sendRequest,
} from './request-form-helpers';

test.use({ signedInAs: 'comercial' });
// Each test creates its own request; they share nothing, so both workers can take them. A whole form
// filled on a busy 2-core machine needs more than the default 30 s.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const REFERENCE = /^MVD-\d{2}-\d{6}$/;

test('LCL: sea groupage with a packing list shows W/M totals and gets a reference', async ({ page }) => {
  await openNewRequest(page);
  await chooseClient(page);
  await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
  await fillPackingLine(page, 0, { quantity: 2, weight: 100, length: 100, width: 100, height: 100 });
  await expectTotals(page, { weight: '200 kg', volume: '2 m³', chargeable: '2 W/M', rule: 'Marítimo W/M 1 t = 1 m³' });
  await describeGoods(page, 'Repuestos de maquinaria');
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

test('FCL: containers with their capacity, totals from the packing list', async ({ page }) => {
  await openNewRequest(page);
  await chooseService(page, 'SEA', 'SEA_FCL');
  await chooseClient(page);
  await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'CIF');
  await pick(page.getByTestId('request-form-containers-type').first(), /^40HC /);
  await fillPackingLine(page, 0, { kind: 'PALLETS', quantity: 10, weight: 500, length: 120, width: 100, height: 100 });
  await expectTotals(page, {
    weight: '5,000 kg',
    volume: '12 m³',
    chargeable: '12 W/M',
    rule: 'Marítimo W/M 1 t = 1 m³',
  });
  await describeGoods(page, 'Carne congelada');
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

test('FCL: cargo over the containers is refused at the field, naming the container', async ({ page }) => {
  await openNewRequest(page);
  await chooseService(page, 'SEA', 'SEA_FCL');
  await pick(page.getByTestId('request-form-containers-type').first(), /^20GP /);
  await fillPackingLine(page, 0, { kind: 'PALLETS', quantity: 36, weight: 100, length: 100, width: 100, height: 100 });
  // Shown as the user types, before any send.
  const error = page.getByTestId('request-form-containers-error');
  await expect(error).toHaveText('La carga (36 m³) supera la capacidad de 1 x 20GP (33.2 m³).');

  await chooseClient(page);
  await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'FOB');
  await describeGoods(page, 'Cajas');
  await page.getByTestId('request-form-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: 'Revise los campos marcados.' })).toBeVisible();
  await expect(error).toContainText('1 x 20GP');
  // A second container makes it fit.
  await page.getByTestId('request-form-containers-add').click();
  await pick(page.getByTestId('request-form-containers-type').nth(1), /^20GP /);
  await expect(error).toBeHidden();
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

test('RoRo: a vehicle by volume', async ({ page }) => {
  await openNewRequest(page);
  await chooseService(page, 'SEA', 'SEA_RORO');
  await chooseClient(page);
  await chooseLane(page, ['montevideo', 'UYMVD'], ['shanghai', 'CNSHA'], 'CFR');
  await fillPackingLine(page, 0, { quantity: 1, weight: 1500, length: 450, width: 180, height: 150 });
  await expectTotals(page, {
    weight: '1,500 kg',
    volume: '12.15 m³',
    chargeable: '12.15 W/M',
    rule: 'Marítimo W/M 1 t = 1 m³',
  });
  await describeGoods(page, 'Automóvil usado');
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

test('LSE: air cargo charged by volume (1:6000)', async ({ page }) => {
  await openNewRequest(page);
  await chooseService(page, 'AIR', 'AIR_LSE');
  await chooseClient(page);
  await chooseLane(page, ['MVD', 'MVD'], ['miami', 'MIA'], 'CPT');
  await fillPackingLine(page, 0, { quantity: 2, weight: 10, length: 60, width: 50, height: 40 });
  await expectTotals(page, { weight: '20 kg', volume: '0.24 m³', chargeable: '40 kg', rule: 'Aéreo 1:6000' });
  await describeGoods(page, 'Muestras textiles');
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

test('ULD: dangerous goods need the safety data sheet attached', async ({ page }) => {
  await openNewRequest(page);
  await chooseService(page, 'AIR', 'AIR_ULD');
  await chooseClient(page);
  await chooseLane(page, ['MVD', 'MVD'], ['miami', 'MIA'], 'DAP');
  await fillPackingLine(page, 0, { kind: 'PALLETS', quantity: 1, weight: 500, length: 120, width: 100, height: 100 });
  await expectTotals(page, { weight: '500 kg', volume: '1.2 m³', chargeable: '500 kg', rule: 'Aéreo 1:6000' });
  await describeGoods(page, 'Pinturas (UN1263)');
  await pick(page.getByTestId('request-form-commodity-type'), /\(DG\)/);
  await page.getByTestId('request-form-submit').click();
  await expect(page.getByTestId('request-form-attachments-error')).toBeVisible();

  await expect(page.getByTestId('request-form-dropzone-limit')).toHaveText('Máximo 20 MB por archivo');
  // The file goes up with a document type (active types only).
  await page.getByTestId('request-form-document-type-picker').click();
  await page.getByRole('option', { name: 'MSDS · Hoja de seguridad (MSDS)', exact: true }).click();
  await page
    .getByTestId('request-form-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'sds.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
  await expect(page.getByTestId('request-form-attachment')).toHaveCount(1);
  await expect(page.getByTestId('request-form-attachment-type')).toHaveText('MSDS · Hoja de seguridad (MSDS)');
  await page.getByTestId('request-form-attachment-sds').check();
  await expect(page.getByTestId('request-form-attachments-error')).toBeHidden();
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

test('LTL: road groupage (1 m3 = 333 kg) with pickup for FCA', async ({ page }) => {
  await openNewRequest(page);
  await chooseService(page, 'ROAD', 'ROAD_LTL');
  await chooseClient(page);
  await chooseLane(page, ['uruguay', 'Uruguay'], ['brasil', 'Brasil'], 'FCA');
  await page.getByTestId('request-form-pickup-address').fill('Ruta 5 km 30');
  await page.getByTestId('request-form-pickup-city').fill('Canelones');
  await fillPackingLine(page, 0, { kind: 'PALLETS', quantity: 2, weight: 300, length: 120, width: 100, height: 150 });
  await expectTotals(page, {
    weight: '600 kg',
    volume: '3.6 m³',
    chargeable: '1,198.8 kg',
    rule: 'Terrestre 1 m³ = 333 kg',
  });
  await describeGoods(page, 'Vino embotellado');
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

test('FTL: a full truck between countries', async ({ page }) => {
  await openNewRequest(page);
  await chooseService(page, 'ROAD', 'ROAD_FTL');
  await chooseClient(page);
  await chooseLane(page, ['uruguay', 'Uruguay'], ['brasil', 'Brasil'], 'DAP');
  await pick(page.getByTestId('request-form-trucks-type').first(), /curtainside/i);
  await fillPackingLine(page, 0, { kind: 'PALLETS', quantity: 20, weight: 900, length: 120, width: 100, height: 120 });
  await expectTotals(page, {
    weight: '18,000 kg',
    volume: '28.8 m³',
    chargeable: '18,000 kg',
    rule: 'Terrestre 1 m³ = 333 kg',
  });
  await describeGoods(page, 'Arroz en bolsas');
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

test('Express: a package with both addresses, FedEx insurer by default (1:5000)', async ({ page }) => {
  await openNewRequest(page);
  await chooseService(page, 'EXPRESS');
  await chooseClient(page);
  await expect(page.getByTestId('request-form-express-insurer')).toHaveValue('FedEx');
  for (const [party, address, city, country, option] of [
    ['shipper', 'Av. Italia 1234', 'Montevideo', 'uruguay', 'Uruguay'],
    ['recipient', '100 Biscayne Blvd', 'Miami', 'estados unidos', 'Estados Unidos'],
  ] as const) {
    await page.getByTestId(`request-form-${party}-description`).fill(address);
    await page.getByTestId(`request-form-${party}-city`).fill(city);
    await search(page, `request-form-${party}-country`, country, option);
  }
  await fillPackingLine(page, 0, { quantity: 1, weight: 2, length: 40, width: 30, height: 20 });
  await expectTotals(page, { weight: '2 kg', volume: '0.024 m³', chargeable: '4.8 kg', rule: 'Express 1:5000' });
  await describeGoods(page, 'Muestras de tela');
  expect(await sendRequest(page)).toMatch(REFERENCE);
});

// A 1x1 PNG: the server checks the content, not only the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('attachments: the drop zone refuses other types; a pasted duplicate name gets a counter', async ({ page }) => {
  await openNewRequest(page);
  await expect(page.getByTestId('request-form-dropzone-limit')).toHaveText('Máximo 20 MB por archivo');
  await page
    .getByTestId('request-form-dropzone')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'tool.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
  await expect(page.getByRole('alert').filter({ hasText: 'No se pudo adjuntar el archivo' })).toBeVisible();
  await expect(page.getByTestId('request-form-attachment')).toHaveCount(0);

  const paste = () =>
    page.evaluate(
      (bytes) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], 'image.png', { type: 'image/png' }));
        window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
      },
      [...PNG],
    );
  await paste();
  await expect(page.getByTestId('request-form-attachment')).toHaveCount(1);
  await paste();
  // "image (1).png" on paste (spec section 5), saved under that name: the sanitiser keeps a clash counter.
  await expect(page.getByTestId('request-form-attachment')).toHaveCount(2);
  await expect(page.getByTestId('request-form-attachment').nth(1)).toContainText('image (1).png');
});
