import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures/sessions';

/** Presses Tab until `target` has the focus (at most `max` times): how a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  await expect(target).toBeVisible();
  // One handle for the whole walk: a locator would look the element up again at every Tab (slow under load);
  // it is looked up again only when the app replaced it.
  let handle = await target.elementHandle();
  try {
    for (let i = 0; i < max; i += 1) {
      const state = await handle?.evaluate((el) => {
        if (!el.isConnected) return 'gone';
        return el === document.activeElement || el.contains(document.activeElement) ? 'focused' : 'elsewhere';
      });
      if (state === 'focused') return;
      if (state === 'gone' || !handle) {
        await handle?.dispose();
        handle = await target.elementHandle();
      }
      await page.keyboard.press('Tab');
    }
  } finally {
    await handle?.dispose();
  }
  await expect(target).toBeFocused();
}

/**
 * The focused element shows its focus (2.4.7): a button or link draws an outline ring of 2 px or more;
 * a text field (Mantine marks it with its border instead) has a border colour of its own, unlike
 * `unfocused`, a field of the same kind without the focus.
 */
export async function expectVisibleFocus(page: Page, where: string, unfocused?: Locator): Promise<void> {
  const ring = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as HTMLElement);
      return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), border: style.borderColor };
    });
  if (!unfocused) {
    const now = await ring();
    const message = `${where}: ${JSON.stringify(now)}`;
    expect(now.outline, message).not.toBe('none');
    expect(now.width, message).toBeGreaterThanOrEqual(2);
    return;
  }
  const other = await unfocused.evaluate((el) => getComputedStyle(el).borderColor);
  // Mantine eases the border colour in (a transition of about 100 ms, longer on a loaded machine):
  // read again until it has moved off the unfocused colour.
  await expect
    .poll(async () => (await ring()).border, { message: `${where}: border against ${other}`, timeout: 3_000 })
    .not.toBe(other);
}

/** What has the focus, for a failure's message: its tag and test id. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${el.getAttribute('data-testid') ?? ''}`.trim() : 'nothing';
  });
}

/** The focus is somewhere a keyboard user can go on from (2.4.3): not dropped to the page's body. */
export async function expectFocusKept(page: Page, where: string): Promise<void> {
  await expect.poll(() => focusedElement(page), { message: `${where}: the focus fell to the body` }).not.toBe('body');
}

/** On a screen just opened: the first Tab reaches the skip link and Enter moves the focus past the header's menus. */
export async function skipToContent(page: Page): Promise<void> {
  const skip = page.getByTestId('skip-link');
  await tabTo(page, skip, 3);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
}
