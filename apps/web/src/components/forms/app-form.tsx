import { Box, type BoxProps } from '@mantine/core';
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { firstField, revealFirstInvalid, stopOnRefusedNumber } from './reveal-field';

export type AppFormProps = BoxProps &
  Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'style'> & {
    /** The form's own send: validate, then call the API. May be a Mantine `form.onSubmit(...)` handler. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
    /** Put the cursor in the first field when the form appears (forms in drawers and modals). */
    focusFirstField?: boolean;
  };

/**
 * Every form of the SPA (issue 24, items 2 and 4): never sends while a number field shows text it
 * cannot read, and after a refused send scrolls to and focuses the first field with an error.
 * Enter inside a picker is handled for all forms by the document-level guard (enter-guard.ts).
 */
export function AppForm({ onSubmit, focusFirstField = false, children, ...rest }: AppFormProps) {
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
