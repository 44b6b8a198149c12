import { expect, test } from '../fixtures/sessions';
import { MAIL_SINK_ON, NEEDS_MAIL_SINK, waitForMail } from '../fixtures/mail';
import { answerConfirm, label, PAGE_LOAD, rows } from './helpers';

test.describe('users administration (/usuarios)', () => {
  test.use({ signedInAs: 'admin' });

  test('admin creates a user, sends a new password; the user signs in and must change it first', async ({
    page,
    browser,
  }) => {
    test.skip(!MAIL_SINK_ON, NEEDS_MAIL_SINK);
    // Two sign-ins, three Argon2 hashes and a mail round trip: more than one screen's worth of time.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const email = `e2e.${stamp}@example.com`;
    const name = `Usuario E2E ${stamp}`;

    await page.goto('/usuarios');
    const table = page.getByTestId('users-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);

    await page.getByTestId('user-new').click();
    const form = page.getByTestId('user-form');
    await form.getByTestId('user-name').fill(name);
    await form.getByTestId('user-email').fill(email);
    await form.getByTestId('user-code').fill(`E${stamp}`.slice(0, 10));
    await form.getByTestId('user-permission-group-operations').check();
    await form.getByTestId('user-permission-SUPPORT_USER').check();
    await form.getByTestId('user-save').click();
    await expect(page.getByText(await label(page, 'users', 'toasts.created', { name }))).toBeVisible(PAGE_LOAD);

    await page.getByTestId('users-filter-search').fill(email);
    await expect(rows(table)).toHaveCount(1);
    const row = rows(table).first();
    await row.getByTestId('user-more').click();
    await page.getByTestId('user-send-password').click();
    await answerConfirm(page, 'confirm', await label(page, 'users', 'confirm.sendPassword', { name, email }));
    await expect(page.getByText(await label(page, 'users', 'toasts.passwordSent', { email }))).toBeVisible(PAGE_LOAD);

    const mail = await waitForMail((m) => JSON.stringify(m.to ?? '').includes(email));
    // Spanish is the default language of a new user.
    expect(mail.subject).toBe('Su nueva contraseña del portal');
    const otp = /Contraseña temporal: (\S+)/.exec(mail.text ?? '')?.[1];
    expect(otp).toBeTruthy();

    // The new user signs in in a fresh context and sees only the change-password screen.
    // Signed out: the test's own storage state would sign this context in as admin.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const userPage = await context.newPage();
    await userPage.goto('/login');
    await userPage.getByTestId('login-username').fill(email);
    await userPage.getByTestId('login-password').fill(otp!);
    await userPage.getByTestId('login-submit').click();
    const forced = userPage.getByTestId('forced-password-change');
    await expect(forced).toBeVisible(PAGE_LOAD);
    await userPage.goto('/settings');
    await expect(forced).toBeVisible(PAGE_LOAD);
    await expect(userPage.getByTestId('user-menu')).toHaveCount(0);

    // The strength rule refuses a weak password.
    await forced.getByTestId('password-current').fill(otp!);
    await forced.getByTestId('password-new').fill('corta1');
    await forced.getByTestId('password-confirmation').fill('corta1');
    await forced.getByTestId('password-save').click();
    await expect(forced.getByText(await label(userPage, 'password', 'rules.weak'))).toBeVisible();

    await forced.getByTestId('password-new').fill('Clave-nueva-2026');
    await forced.getByTestId('password-confirmation').fill('Clave-nueva-2026');
    await forced.getByTestId('password-save').click();
    await expect(forced).toBeHidden(PAGE_LOAD);
    await expect(userPage.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);

    // Later the user changes it again from the user menu, and signs in with the new one.
    await userPage.getByTestId('user-menu').click();
    await userPage.getByTestId('user-menu-password').click();
    const fromMenu = userPage.getByTestId('change-password-form');
    await fromMenu.getByTestId('password-current').fill('Clave-nueva-2026');
    await fromMenu.getByTestId('password-new').fill('Otra-clave-2027');
    await fromMenu.getByTestId('password-confirmation').fill('Otra-clave-2027');
    await fromMenu.getByTestId('password-save').click();
    await expect(fromMenu).toBeHidden(PAGE_LOAD);
    await userPage.getByTestId('user-menu').click();
    await userPage.getByTestId('logout').click();
    await expect(userPage.getByTestId('login-username')).toBeVisible(PAGE_LOAD);
    await userPage.getByTestId('login-username').fill(email);
    await userPage.getByTestId('login-password').fill('Otra-clave-2027');
    await userPage.getByTestId('login-submit').click();
    await expect(userPage.getByTestId('user-menu')).toBeVisible(PAGE_LOAD);
    await expect(userPage.getByTestId('forced-password-change')).toHaveCount(0);
    await context.close();
  });

  test("a third-party user's client shows in the edit form; its picker lists what the server matched, and Enter picks the best match of what was typed", async ({
    page,
  }) => {
    await page.goto('/usuarios');
    const table = page.getByTestId('users-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);
    await page.getByTestId('users-filter-search').fill('Martín Rodríguez');
    await expect(rows(table)).toHaveCount(1, PAGE_LOAD);
    await rows(table).first().getByTestId('user-edit').click();

    // The box shows the stored name; Enter keeps it.
    const client = page.getByTestId('user-form').getByTestId('user-client');
    await expect(client).toHaveValue('Frigorífico del Plata', PAGE_LOAD);
    await client.click();
    await client.press('Enter');
    await expect(client).toHaveValue('Frigorífico del Plata');

    // A word of the legal name only: the server matches it, and the list shows it although the option's
    // label (trade name · tax id) does not hold that word.
    await client.fill('Exportadora');
    const atlantica = page.getByRole('option', { name: 'Atlântica Importadora · 45723174000110', exact: true });
    await expect(atlantica).toBeVisible(PAGE_LOAD);
    // Typed on and Enter before this text's answer: the previous answer is not chosen; Enter waits for
    // this text's answer (held until Enter was pressed, so a busy machine cannot let it arrive first)
    // and then picks its best match, here the client already chosen, which stays chosen.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route(
      (url) => url.pathname.endsWith('/clients/lookup') && url.searchParams.get('search') === 'Frigorífico del',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await client.fill('Frigorífico del');
    await client.press('Enter');
    await expect(client).toHaveValue('Frigorífico del');
    release();
    await expect(client).toHaveValue('Frigorífico del Plata');
  });

  test('admin deactivates a user after confirming; nobody can deactivate themselves', async ({ page }) => {
    await page.goto('/usuarios');
    const table = page.getByTestId('users-table');
    await expect(rows(table).first()).toBeVisible(PAGE_LOAD);

    await page.getByTestId('users-filter-search').fill('admin@freight.local');
    await expect(rows(table)).toHaveCount(1);
    await rows(table).first().getByTestId('user-more').click();
    await page.getByTestId('user-toggle').click();
    await answerConfirm(
      page,
      'confirm',
      await label(page, 'users', 'confirm.deactivate', { name: 'Ana Administradora' }),
    );
    await expect(page.getByText(await label(page, 'errors', 'USER_SELF_DEACTIVATION'))).toBeVisible();
    await expect(rows(table).first().getByTestId('user-active')).toHaveText(await label(page, 'users', 'values.yes'));
  });
});
