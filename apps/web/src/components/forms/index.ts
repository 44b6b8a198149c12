export { AppForm, type AppFormProps } from './app-form';
export { FormBoundary } from './form-boundary';
export { blocksFormSubmit, installEnterGuard, isPickerInput, NO_ENTER_SUBMIT } from './enter-guard';
export {
  firstField,
  firstInvalidField,
  notifyInvalidFields,
  revealField,
  revealFirstInvalid,
  stopOnRefusedNumber,
} from './reveal-field';
