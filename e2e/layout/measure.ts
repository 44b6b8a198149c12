import type { Page } from '@playwright/test';

export type Problem = { what: string; text: string; detail: string };
export type Measured = {
  problems: Problem[];
  actions: number;
  badges: number;
  /** Tables (by test id) wider than their container, which the user must scroll sideways. */
  scrolling: string[];
};

/**
 * What a user at this window size cannot read or press on the screen shown:
 * - a status badge whose label is clipped, or that cannot be brought whole into view (scrolled to
 *   within its sideways scroll container and the page) without something on top of it;
 * - a row action of a table that is off the visible part of its table before the user scrolls it
 *   sideways or after scrolling it to the far end (the actions column stays in view), or covered;
 * - a row whose first cell leaves the visible part of its table scrolled to the far end;
 * - anything of the page's content (a cell, a button, a link, a field, a badge) under the floating
 *   support button, with the page at its top and at its bottom.
 * "Covered" is read from the browser's hit test: the topmost element at the element's centre and
 * at points inside its left, right, top and bottom edges must be the element itself.
 */
export function measureScreen(page: Page): Promise<Measured> {
  return page.evaluate(() => {
    const problems: { what: string; text: string; detail: string }[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const headerBottom = document.querySelector('.mantine-AppShell-header')?.getBoundingClientRect().bottom ?? 0;
    // The page is seen between the header and the bottom strip (the support bar), when there is one.
    const footerTop = document.querySelector('.mantine-AppShell-footer')?.getBoundingClientRect().top ?? vh;
    const label = (el: Element) =>
      (el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName).replace(/\s+/g, ' ').slice(0, 50);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${label(el)}"`;

    /** The nearest ancestor that scrolls sideways (a table's scroll container), if any. */
    const sidewaysScroller = (el: Element): HTMLElement | null => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll)/.test(style.overflowX) && p.scrollWidth > p.clientWidth + 1) return p;
      }
      return null;
    };

    /** The part of the window the element can be seen in: under the header, inside its scroller. */
    const visibleBox = (el: Element) => {
      const box = { left: 0, right: vw, top: headerBottom, bottom: footerTop };
      const scroller = sidewaysScroller(el);
      if (scroller) {
        const s = scroller.getBoundingClientRect();
        box.left = Math.max(box.left, s.left + scroller.clientLeft);
        box.right = Math.min(box.right, s.left + scroller.clientLeft + scroller.clientWidth);
      }
      return box;
    };

    /** Why the element is not fully seen where it is now, or null. */
    const notSeen = (el: Element, axes: 'both' | 'x' = 'both'): string | null => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return 'has no size';
      const box = visibleBox(el);
      if (r.left < box.left - 1 || r.right > box.right + 1)
        return `x ${Math.round(r.left)}–${Math.round(r.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`;
      if (axes === 'x') return null;
      if (r.top < box.top - 1 || r.bottom > box.bottom + 1)
        return `y ${Math.round(r.top)}–${Math.round(r.bottom)} outside ${Math.round(box.top)}–${Math.round(box.bottom)}`;
      const inset = Math.min(r.height, r.width) / 2;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const points: [number, number][] = [
        [cx, cy],
        [r.left + inset, cy],
        [r.right - inset, cy],
        [cx, r.top + 2],
        [cx, r.bottom - 2],
      ];
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        if (top && top !== el && !el.contains(top)) return `covered by ${describe(top)}`;
      }
      return null;
    };

    /** Scrolls the page (not the table) so the element sits in the middle of the window. */
    const pageTo = (el: Element) => {
      const r = el.getBoundingClientRect();
      window.scrollBy(0, r.top + r.height / 2 - (headerBottom + footerTop) / 2);
    };

    const clipped = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1;
    const main = document.querySelector('main') ?? document.body;

    // Badges: whole, and whole in view once scrolled to (sideways within the table, then the page).
    const badges = [...main.querySelectorAll<HTMLElement>('.mantine-Badge-root')].filter((b) => b.checkVisibility());
    for (const badge of badges) {
      const text = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
      if (clipped(text) || clipped(badge)) {
        problems.push({
          what: 'badge clipped',
          text: label(badge),
          detail: `${text.scrollWidth} > ${text.clientWidth}`,
        });
        continue;
      }
      badge.scrollIntoView({ block: 'center', inline: 'center' });
      const why = notSeen(badge);
      if (why) problems.push({ what: 'badge not seen', text: label(badge), detail: why });
    }

    // Row actions: in view with the table at its start and at its far end, and never covered.
    const rows = [...main.querySelectorAll<HTMLTableRowElement>('tbody tr')].filter((r) => r.checkVisibility());
    let actions = 0;
    for (const row of rows) {
      const pressable = [...row.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')].filter((el) =>
        el.checkVisibility(),
      );
      actions += pressable.length;
      const scroller = sidewaysScroller(row);
      const first = row.cells[0];
      for (const end of scroller ? [0, scroller.scrollWidth] : [0]) {
        if (scroller) scroller.scrollLeft = end;
        pageTo(row);
        for (const el of pressable) {
          const why = notSeen(el);
          if (why)
            problems.push({
              what: `row action (table ${end ? 'at its end' : 'at its start'})`,
              text: label(el),
              detail: why,
            });
        }
        const whyFirst = first && row.cells.length > 1 ? notSeen(first, 'x') : null;
        if (whyFirst) problems.push({ what: 'first column (table at its end)', text: label(first), detail: whyFirst });
      }
      if (scroller) scroller.scrollLeft = 0;
    }

    // The support button over the page's content, at the top and at the bottom of the page.
    const support = document.querySelector('[data-testid="support-widget-button"]');
    if (support) {
      for (const y of [0, document.documentElement.scrollHeight]) {
        window.scrollTo(0, y);
        const s = support.getBoundingClientRect();
        const content = main.querySelectorAll<HTMLElement>(
          'td, th, button, a[href], input, textarea, .mantine-Badge-root, [data-testid="sell-line"]',
        );
        for (const el of content) {
          if (!el.checkVisibility()) continue;
          const r = el.getBoundingClientRect();
          // Only the part of the page in view counts: a row scrolled under the header or the
          // bottom strip is hidden by them, not by the button.
          const top = Math.max(r.top, headerBottom);
          const bottom = Math.min(r.bottom, footerTop);
          const overlaps = r.left < s.right && r.right > s.left && top < s.bottom && bottom > s.top && top < bottom;
          if (overlaps)
            problems.push({
              what: `under the support button (page at its ${y ? 'bottom' : 'top'})`,
              text: describe(el),
              detail: '',
            });
        }
      }
    }
    window.scrollTo(0, 0);
    const scrolling = [...main.querySelectorAll('table')]
      .filter((table) => sidewaysScroller(table.rows[0] ?? table))
      .map((table) => table.closest('[data-testid]')?.getAttribute('data-testid') ?? 'table');
    return { problems, actions, badges: badges.length, scrolling };
  });
}

/** How many rows of the table lie wholly between the header and the bottom strip (or the window's bottom), page at its top. */
export function rowsInFirstView(page: Page, tableTestId: string): Promise<number> {
  return page.evaluate((testId) => {
    window.scrollTo(0, 0);
    const headerBottom = document.querySelector('.mantine-AppShell-header')?.getBoundingClientRect().bottom ?? 0;
    const footerTop =
      document.querySelector('.mantine-AppShell-footer')?.getBoundingClientRect().top ?? window.innerHeight;
    const rows = document.querySelectorAll(`[data-testid="${testId}"] tbody tr`);
    return [...rows].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= headerBottom - 1 && r.bottom <= footerTop + 1;
    }).length;
  }, tableTestId);
}
