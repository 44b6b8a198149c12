/** Plain form data: what the operation forms keep in state (text, numbers, flags, lists, nested records). */
type Data = unknown;

function sameData(a: Data, b: Data): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((k) => k in right && sameData(left[k], right[k]));
}

/**
 * Whether a form kept in plain state differs from how it opened: closing it then loses work. A
 * field typed and put back as it was is not a change (as Mantine's form.isDirty).
 */
export function changedFrom(initial: Data, current: Data): boolean {
  return !sameData(initial, current);
}
