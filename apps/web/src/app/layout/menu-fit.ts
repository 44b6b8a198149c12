/** Space between the header's menu buttons, in px. */
export const GAP = 4;

/**
 * How many groups fit beside a "More" button in `available` px (all of them when they fit
 * without it). `widths` are the groups' button widths in menu order.
 */
export function groupsThatFit(widths: number[], moreWidth: number, available: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(widths.length - 1, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    if (used + GAP + w > available) break;
    used += GAP + w;
    count += 1;
  }
  return count;
}
