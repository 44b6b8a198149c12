import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_ENTER_SUBMIT } from '@/components/forms/picker-input';
import { formatDateText, parseDateText } from './date-text';

type DateTextInputProps = {
  label: string;
  /** The day as `YYYY-MM-DD`, or null. */
  value: string | null;
  /** Called with the typed or picked day, or null while the text is empty or not a valid date. */
  onChange: (value: string | null) => void;
  required?: boolean;
  /** A rule of the caller (e.g. not in the past, order of two dates), shown when the text itself is a valid date. */
  error?: ReactNode;
  'data-testid'?: string;
};

/**
 * A date typed as dd/mm/yyyy (short forms such as 5/12/26 are read and shown as 05/12/2026) or
 * picked in a calendar beside the field; unreadable text shows a translated error.
 */
export function DateTextInput({ label, value, onChange, required, error, ...rest }: DateTextInputProps) {
  const { t, i18n } = useTranslation('common');
  const [text, setText] = useState(() => formatDateText(value));
  const [shown, setShown] = useState(value);
  const [touched, setTouched] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const testId = rest['data-testid'];

  // A new value from outside (a clear, a preset) replaces the typed text.
  if (value !== shown) {
    setShown(value);
    setText(formatDateText(value));
  }

  const result = parseDateText(text);
  // Errors wait for the user to finish typing (blur or a full-length entry).
  const showError = result.error !== null && (touched || text.trim().length >= 10);

  const confirmTyped = () => {
    setTouched(true);
    // Show the day understood: "5/12/26" becomes "05/12/2026".
    if (result.value) setText(formatDateText(result.value));
  };

  const pick = (day: string | null) => {
    setCalendarOpen(false);
    setText(formatDateText(day));
    setShown(day);
    onChange(day);
  };

  return (
    <TextInput
      label={label}
      placeholder={t('dates.placeholder')}
      value={text}
      required={required}
      maxLength={10}
      inputMode="numeric"
      autoComplete="off"
      error={showError ? t(`dates.errors.${result.error}`) : error}
      // Enter confirms the typed day here (as leaving the field does); it does not submit the form
      // around it, where a half-typed day would be sent as no day at all.
      {...{ [NO_ENTER_SUBMIT]: '' }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') confirmTyped();
      }}
      onBlur={confirmTyped}
      onChange={(event) => {
        const next = event.currentTarget.value;
        const parsed = parseDateText(next);
        setText(next);
        setShown(parsed.value);
        onChange(parsed.value);
      }}
      rightSectionPointerEvents="all"
      rightSection={
        <Popover opened={calendarOpen} onChange={setCalendarOpen} position="bottom-end" shadow="md" trapFocus>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('dates.openCalendar')}
              title={t('dates.openCalendar')}
              onClick={() => setCalendarOpen((open) => !open)}
              data-testid={testId ? `${testId}-calendar` : undefined}
            >
              <CalendarIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              locale={i18n.language}
              value={result.value ?? value}
              defaultDate={result.value ?? value ?? undefined}
              onChange={pick}
            />
          </Popover.Dropdown>
        </Popover>
      }
      w={170}
      {...rest}
    />
  );
}

function CalendarIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
