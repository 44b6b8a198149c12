// The statements the API sent, read back from its query log (QUERY_LOG_FILE), replayed through a
// raw pg pool, and used to find a deep page's real cursor.
import { readFileSync, statSync } from 'node:fs';

/** Lines appended to the log since the last call. */
export function logReader(file) {
  let offset = 0;
  return () => {
    const size = statSync(file).size;
    if (size === offset) return [];
    // Sizes are bytes: slice the bytes, not the characters (names carry accents).
    const text = readFileSync(file).subarray(offset).toString('utf8');
    offset = size;
    return text
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const e = JSON.parse(l);
        return { query: e.query, params: JSON.parse(e.params), name: e.name };
      });
  };
}

/**
 * One request's statements through the pool, in the API's order (a client of its own each, like the API's pool).
 * A statement the API prepared (PreparedReads: it logs its name) is prepared here too, under the same name.
 */
export async function replay(pool, statements) {
  for (const s of statements) {
    if (/^(BEGIN|COMMIT|ROLLBACK)/i.test(s.query)) continue;
    await (s.name ? pool.query({ name: s.name, text: s.query, values: s.params }) : pool.query(s.query, s.params));
  }
}

// A list page's statement: Prisma's ends with LIMIT and OFFSET, the typed builder's (PreparedReads.all,
// lower case, the table unqualified) with `limit $n`.
const LIMIT_AT_END = /LIMIT \$(\d+)(?: OFFSET \$(\d+))?$/i;
const isList = (s) =>
  /FROM (?:"public"\.)?"(quotations|operations|clients|rates)"/i.test(s.query) && LIMIT_AT_END.test(s.query);

/**
 * The cursor of page `page` (its previous page's last row), found by running the list's own
 * statement without its limit and taking row (page - 1) * limit. A view with fewer rows gets its last full page.
 * `column` is the list's sort column (a date: created_at, or valid_to for rates).
 */
export async function deepCursor(pool, statements, page, limit, column = 'created_at') {
  const lists = statements.filter(isList);
  if (!lists.length) throw new Error('no list statement captured');
  // A view read as two halves (mine, history, finalize) sends one list statement per half, logged in the
  // order they finish: the deeper half's cursor is the one taken, whichever finished first.
  let deepest = null;
  for (const list of lists) {
    const found = await cursorOf(pool, list, page, limit, column);
    if (found && (!deepest || found.page > deepest.page)) deepest = found;
  }
  return deepest;
}

async function cursorOf(pool, list, page, limit, column) {
  const [, limitIdx, offsetIdx] = list.query.match(LIMIT_AT_END);
  const params = [...list.params];
  params[Number(limitIdx) - 1] = '2147483647';
  if (offsetIdx) params[Number(offsetIdx) - 1] = '0';
  const whole = `SELECT * FROM (${list.query}) s`;
  const at = async (offset) =>
    (await pool.query(`${whole} OFFSET $${params.length + 1} LIMIT 1`, [...params, offset])).rows[0];
  let reached = page;
  let row = await at((page - 1) * limit - 1);
  if (!row) {
    const {
      rows: [{ n }],
    } = await pool.query(`SELECT count(*)::int n FROM (${whole}) c`, params);
    reached = Math.max(2, Math.floor(n / limit));
    if (n <= limit) return null;
    row = await at((reached - 1) * limit - 1);
  }
  // Prisma's statements name the column, the API's own SQL the field (created_at, createdAt).
  const value = row[column] ?? row[column.replace(/_(\w)/g, (_, c) => c.toUpperCase())];
  const cursor = Buffer.from(JSON.stringify({ v: new Date(value).toISOString(), d: 1, id: row.id })).toString(
    'base64url',
  );
  return { cursor, page: reached };
}
