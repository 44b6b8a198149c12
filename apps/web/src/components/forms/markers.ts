/** Marks a number field showing text it cannot read, so a form refuses to send (set by NumericInput). */
export const REFUSED_NUMBER = 'data-number-refused';
