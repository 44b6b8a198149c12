/** Whether leaving a picker put its previous label back over text the user typed (see picker-focus.ts). */
export function keptOverTyped(labelBefore: string, typed: string, shownAfter: string): boolean {
  const text = typed.trim();
  return text !== '' && text !== labelBefore.trim() && shownAfter === labelBefore;
}
