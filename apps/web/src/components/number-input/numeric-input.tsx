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
  const [text, setText] = useState(() => numericTextOf(value, currencyFormat, decimalScale));
  const [shownFormat, setShownFormat] = useState(currencyFormat);
  const [focused, setFocused] = useState(false);

  // A value from outside (a reset, a draft, the other format) replaces the typed text.
  if (currencyFormat !== shownFormat || !textMatchesValue(value, text, currencyFormat, rules)) {
    setShownFormat(currencyFormat);
    setText(numericTextOf(value, currencyFormat, decimalScale));
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
        setText(next);
        onChange(read.kind === 'number' ? read.value : read.kind === 'empty' ? '' : next);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setFocused(false);
        // Show what was understood, in the user's format ("80,5" typed in US format reads 80.5).
        if (result.kind === 'number') setText(numericTextOf(result.value, currencyFormat, decimalScale));
        onBlur?.(event);
      }}
    />
  );
}

/** The first number field under `root` showing text it cannot read, if any. */
export function firstRefusedNumber(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`input[${REFUSED_NUMBER}]`) ?? null;
}
