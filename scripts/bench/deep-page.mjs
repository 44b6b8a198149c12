// A deep page's cursor, taken from the API's own answers: list cursors are signed by the API (issue 35),
// so the bench cannot write one itself. It follows nextCursor with pages of up to 100 rows (the most a
// list returns), so page 2,000 of 25 costs 500 requests, not 2,000.
const WALK_LIMIT = 100;

/**
 * The cursor that opens page `page` of `limit` rows of scenario `s` (its previous page's last row), or,
 * for a view too short for it, of its last full page; null when the view has no second page.
 */
export async function deepCursor(base, token, s, page, limit = 25) {
  const get = async (take, cursor) => {
    const res = await fetch(`${base}${s.path({ limit: String(take), ...(cursor ? { cursor } : {}) })}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`${s.label}: walking to page ${page}: ${res.status} ${await res.text()}`);
    const body = await res.json();
    return { count: body.items.length, next: body.nextCursor };
  };
  const target = (page - 1) * limit;
  // The cursors met on the way, by how many rows lie before them.
  const marks = [{ rows: 0, cursor: null }];
  let total = null;
  while (marks.at(-1).rows < target) {
    const at = marks.at(-1);
    // The first step takes the remainder (75 of 49,975), so the walk ends exactly at the target.
    const take = (target - at.rows) % WALK_LIMIT || WALK_LIMIT;
    const { count, next } = await get(take, at.cursor);
    if (!next) {
      total = at.rows + count;
      break;
    }
    marks.push({ rows: at.rows + take, cursor: next });
  }
  if (total === null) return { cursor: marks.at(-1).cursor, page };
  // Too short: its last full page, as far from the start as the view allows.
  if (total <= limit) return null;
  const reached = Math.max(2, Math.floor(total / limit));
  const before = (reached - 1) * limit;
  const from = marks.findLast((m) => m.rows <= before);
  if (from.rows === before) return { cursor: from.cursor, page: reached };
  const { next } = await get(before - from.rows, from.cursor);
  return { cursor: next, page: reached };
}
