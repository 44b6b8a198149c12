import { MultiSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { CONTACT_TRAFFICS, SERVICES } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import type { ContactValues } from './provider-form-values';

type Props = {
  /** Binds one field of this contact to its form (inline list item or the contact modal). */
  input: (field: keyof ContactValues) => GetInputPropsReturnType;
  /** Distinguishes the test ids of the inline contacts of the create form. */
  index?: number;
};

/** A contact's fields except the primary flag, which each form shows its own way. */
export function ContactFields({ input, index = 0 }: Props) {
  const { t } = useTranslation('providers');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('contacts.name')}
          withAsterisk
          maxLength={150}
          {...input('name')}
          data-testid={`contact-name-${index}`}
        />
        <TextInput
          label={t('contacts.email')}
          type="email"
          withAsterisk
          maxLength={254}
          {...input('email')}
          data-testid={`contact-email-${index}`}
        />
        <MultiSelect
          label={t('contacts.services')}
          data={SERVICES.map((value) => ({ value, label: t(`services.${value}`) }))}
          {...input('services')}
          data-testid={`contact-services-${index}`}
        />
        <MultiSelect
          label={t('contacts.traffics')}
          data={CONTACT_TRAFFICS.map((value) => ({ value, label: t(`traffics.${value}`) }))}
          {...input('traffics')}
          data-testid={`contact-traffics-${index}`}
        />
      </SimpleGrid>
      <Textarea
        label={t('contacts.comments')}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={1000}
        {...input('comments')}
        data-testid={`contact-comments-${index}`}
      />
    </>
  );
}
