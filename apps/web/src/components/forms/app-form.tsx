import { Box, type BoxProps } from '@mantine/core';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type FormEvent, type KeyboardEvent } from 'react';
import { longFormEnter, nextField } from './long-form-keys';
import { firstField, revealFirstInvalid, stopOnRefusedNumber } from './reveal-field';

export type AppFormProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'style'> & {
    /** The form's own send: validate, then call the API. May be a Mantine `form.onSubmit(...)` handler. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
    /** Put the cursor in the first field when the form appears (forms in drawers and modals). */
    focusFirstField?: boolean;
    /**
     * A long form (a request, a client, an operation): Enter in a field moves to the next one and
     * never sends; the send button or Ctrl+Enter sends (issue 36, item 4). Short forms (sign-in,
     * one-field dialogs) keep Enter as send.
     */
    long?: boolean;
  };

/** Enter in a long form: move to the next field, stay, or send with Ctrl+Enter. */
function onLongFormKey(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const action = longFormEnter({
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    isComposing: event.nativeEvent.isComposing,
    target,
  });
  if (action === 'none' || !target) return;
  event.preventDefault();
  const form = event.currentTarget;
  if (action === 'submit') form.requestSubmit();
  else if (action === 'next') nextField(form, target)?.focus();
}

/**
 * Every form of the SPA (issue 24, items 2 and 4): never sends while a number field shows text it
 * cannot read, and after a refused send scrolls to and focuses the first field with an error.
 * Enter inside a picker is handled for all forms by the document-level guard (enter-guard.ts).
 */
export function AppForm({
  onSubmit,
  focusFirstField = false,
  long = false,
  onKeyDown,
  children,
  ...rest
}: AppFormProps) {
  const ref = useRef<HTMLFormElement>(null);

  useLayoutEffect(() => {
    if (!focusFirstField) return;
    const field = firstField(ref.current);
    if (!field) return;
    // A drawer's or modal's focus trap starts on `data-autofocus`; focusing now covers forms that
    // appear after the trap started (loaded data).
    field.setAttribute('data-autofocus', 'true');
    field.focus({ preventScroll: true });
  }, [focusFirstField]);

  return (
    <Box
      component="form"
      ref={ref}
      noValidate
      {...rest}
      onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
        onKeyDown?.(event);
        if (long && !event.defaultPrevented) onLongFormKey(event);
      }}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const root = event.currentTarget;
        if (stopOnRefusedNumber(root)) return;
        void Promise.resolve(onSubmit(event))
          .catch(() => undefined)
          .then(() => revealFirstInvalid(root));
      }}
    >
      {children}
    </Box>
  );
}
