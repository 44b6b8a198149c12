/**
 * The push toasts to close so a new one fits: the oldest ones beyond `limit`, given the ids
 * on screen oldest first (the new one last). Closing them, instead of letting Mantine queue
 * the newest, keeps the latest news visible.
 */
export function toastsOverLimit(openIds: readonly string[], limit: number): string[] {
  const excess = openIds.length - Math.max(limit, 0);
  return excess > 0 ? openIds.slice(0, excess) : [];
}
