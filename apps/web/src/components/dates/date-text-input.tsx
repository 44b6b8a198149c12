import { TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateText, parseDateText } from './date-text';

type DateTextInputProps = {
  label: string;
  /** The day as `YYYY-MM-DD`, or null. */
  value: string | null;
  /** Called with the typed day, or null while the text is empty or not a valid date. */
  onChange: (value: string | null) => void;
  required?: boolean;
  /** A rule of the caller (e.g. not in the past), shown when the text itself is a valid date. */
  error?: ReactNode;
  'data-testid'?: string;
};

/** A typed date in dd/mm/yyyy only (spec section 5); anything else shows a translated error. */
export function DateTextInput({ label, value, onChange, required, error, ...rest }: DateTextInputProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => formatDateText(value));
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);

  // A new value from outside (a clear, a preset) replaces the typed text.
  if (value !== shown) {
    setShown(value);
    setText(formatDateText(value));
  }

  const result = parseDateText(text);
  // Errors wait for the user to finish typing (blur or a full-length entry).
  const showError = result.error !== null && (touched || text.trim().length >= 10);

  return (
    <TextInput
      label={label}
      placeholder={t('dates.placeholder')}
      value={text}
      required={required}
      maxLength={10}
      inputMode="numeric"
      error={showError ? t(`dates.errors.${result.error}`) : error}
      onBlur={() => setTouched(true)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const parsed = parseDateText(next);
        setText(next);
        setShown(parsed.value);
        onChange(parsed.value);
      }}
      w={150}
      {...rest}
    />
  );
}
