import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUSED_NUMBER } from '@/components/forms/markers';
import { usePreferences } from '@/lib/preferences';
import { isUnfinished, numericExample, numericTextOf, readNumericText, textMatchesValue } from './numeric-text';

/** What the field reports: the number read, '' when empty, or the text it refuses (never a guess). */
export type NumericValue = number | string;

export { REFUSED_NUMBER };

export type NumericInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue' | 'error'> & {
  /** A number, '' or null when empty; refused text may come back as itself, '' or NaN. */
  value?: number | string | null;
  onChange: (value: NumericValue) => void;
  /** A rule of the caller (required, positive...), shown when the text itself reads. */
  error?: ReactNode;
  /** Most decimals kept (0: whole numbers only); more are refused, not rounded. Default 2. */
  decimalScale?: number;
  allowNegative?: boolean;
};

/**
 * The one number field of the SPA: reads the user's number format (US or local, from their
 * settings) and the other decimal separator where unambiguous, shows the value it understood once
 * the user leaves the field, and refuses what it cannot read with a translated message.
 */
export function NumericInput({
  value,
  onChange,
  error,
  decimalScale = 2,
  allowNegative = false,
  onBlur,
  onFocus,
  ...rest
}: NumericInputProps) {
  const { t } = useTranslation('common');
  const { currencyFormat } = usePreferences();
  const rules = { decimalScale, allowNegative };
  const [text, setText] = useState(() => numericTextOf(value, currencyFormat, rules));
  // The value and format the text was last set for. Another value (a reset, a draft) or format
  // replaces the typed text, once: comparing the text with the value on every render set state on
  // every render for refused text that looks like a plain number ("0.125", "-3"), React error #301.
  const [shown, setShown] = useState<{ value: unknown; format: typeof currencyFormat }>({
    value,
    format: currencyFormat,
  });
  const [focused, setFocused] = useState(false);
  if (!Object.is(shown.value, value) || shown.format !== currencyFormat) {
    setShown({ value, format: currencyFormat });
    if (shown.format !== currencyFormat || !textMatchesValue(value, text, currencyFormat, rules)) {
      setText(numericTextOf(value, currencyFormat, rules));
    }
  }

  const result = readNumericText(text, currencyFormat, rules);
  const refused = result.kind === 'refused' && !(focused && isUnfinished(text)) ? result.error : null;
  const example = numericExample(currencyFormat, decimalScale);

  return (
    <TextInput
      inputMode={decimalScale > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...rest}
      value={text}
      error={refused ? t(`numbers.errors.${refused}`, { text: text.trim(), example, max: decimalScale }) : error}
      {...{ [REFUSED_NUMBER]: result.kind === 'refused' ? 'true' : undefined }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const read = readNumericText(next, currencyFormat, rules);
        const reported = read.kind === 'number' ? read.value : read.kind === 'empty' ? '' : next;
        setText(next);
        setShown({ value: reported, format: currencyFormat });
        onChange(reported);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(false);
        // Show what was understood, in the user's format ("80,5" typed in US format reads 80.5).
        if (result.kind === 'number') setText(numericTextOf(result.value, currencyFormat, rules));
        onBlur?.(event);
      }}
    />
  );
}

/** The first number field under `root` showing text it cannot read, if any. */
export function firstRefusedNumber(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`input[${REFUSED_NUMBER}]`) ?? null;
}
