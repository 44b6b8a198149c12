import { expect } from '@jest/globals';

export type Page<T> = { items: T[]; nextCursor: string | null };
export type Pager<T> = (cursor: string | undefined) => Promise<Page<T>>;

/** Every page of a list, following its cursors (at most 50). */
export async function allPages<T>(page: Pager<T>): Promise<Page<T>[]> {
  const pages: Page<T>[] = [];
  let cursor: string | undefined;
  do {
    const p = await page(cursor);
    pages.push(p);
    cursor = p.nextCursor ?? undefined;
  } while (cursor && pages.length < 50);
  return pages;
}

/** Asserts both lists answer the same pages, cursors included; answers how many rows they held. */
export async function samePages<T>(ours: Pager<T>, theirs: Pager<T>): Promise<number> {
  const expected = await allPages(theirs);
  expect(await allPages(ours)).toEqual(expected);
  return expected.reduce((n, p) => n + p.items.length, 0);
}
