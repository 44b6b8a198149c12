// Ticket rules of spec section 5, shared by the forms (one toast per failed rule) and the API.

export type SupportTicketRule = 'description' | 'product' | 'error' | 'title' | 'dueDate';

export type SupportTicketDraft = {
  description: string;
  productId: number | null;
  errorId: number | null;
  /** undefined where the form has no title (the widget: the description stands for it). */
  title?: string;
  /** yyyy-mm-dd or null; undefined where the form has no due date. */
  dueDate?: string | null;
};

/** The rules a draft breaks, in the spec's order; `today` is yyyy-mm-dd in the user's zone. */
export function supportTicketProblems(draft: SupportTicketDraft, today: string): SupportTicketRule[] {
  const problems: SupportTicketRule[] = [];
  if (!draft.description.trim()) problems.push('description');
  if (draft.productId === null) problems.push('product');
  if (draft.errorId === null) problems.push('error');
  if (draft.title !== undefined && !draft.title.trim()) problems.push('title');
  if (draft.dueDate !== undefined && (draft.dueDate === null || draft.dueDate <= today)) problems.push('dueDate');
  return problems;
}
