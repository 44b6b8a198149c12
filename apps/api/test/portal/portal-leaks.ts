/** Key names no portal response may carry, at any depth. */
export const FORBIDDEN_KEY = /cost|margin|agent|provider|pricing|internal|hidden|visible|approval|publish/i;

/** The paths of the forbidden keys in a portal answer (the leak probe of issue 14, reused by issue 43's routes). */
export function forbiddenKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => forbiddenKeys(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(FORBIDDEN_KEY.test(k) ? [`${path}.${k}`] : []),
    ...forbiddenKeys(v, `${path}.${k}`),
  ]);
}
