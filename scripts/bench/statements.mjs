// The statements the API sent, read back from its query log (QUERY_LOG_FILE) and replayed through a
// raw pg pool.
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
