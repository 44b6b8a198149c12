import type { ReferenceData } from '@freight/shared';
import type { UseFormReturnType } from '@mantine/form';
import type { FormSections, RequestFormValues } from './form-values';

export type RequestForm = UseFormReturnType<RequestFormValues>;

/** What every section of a request form receives (staff's drawer and the client portal's form). */
export type RequestFormContext = {
  form: RequestForm;
  reference: ReferenceData;
  sections: FormSections;
  /** The message to show at a form path: the server's answer first, then the live rules. */
  errorOf: (path: string) => string | undefined;
};
