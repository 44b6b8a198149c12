export { AppForm, type AppFormProps } from './app-form';
export { FormBoundary } from './form-boundary';
export { blocksFormSubmit, isPickerInput, NO_ENTER_SUBMIT } from './picker-input';
export {
  firstField,
  firstInvalidField,
  notifyInvalidFields,
  revealField,
  revealFirstInvalid,
  stopOnRefusedNumber,
} from './reveal-field';
