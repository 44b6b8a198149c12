export {
  firstRefusedNumber,
  NumericInput,
  REFUSED_NUMBER,
  type NumericInputProps,
  type NumericValue,
} from './numeric-input';
export {
  numericExample,
  numericTextOf,
  readNumericText,
  type NumericTextError,
  type NumericTextResult,
} from './numeric-text';
