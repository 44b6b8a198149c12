import { installEnterGuard } from '@/components/forms/enter-guard';
import { installPickerFocus } from './picker-focus';

/**
 * The pickers' document-wide rules: Enter in a picker never submits its form, and focusing a picker
 * selects its text (leaving one that put its value back over typed text says so).
 */
export function installPickerRules(): void {
  installEnterGuard();
  installPickerFocus();
}
