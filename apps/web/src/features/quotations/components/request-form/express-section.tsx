import { Group, Input, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpressAddress } from './express-address';
import type { RequestFormContext } from './use-request-form';

/** Express: outbound or inbound, documents or a package, insurer (FedEx by default) and both addresses. */
export function ExpressSection(context: RequestFormContext) {
  const { form, reference, errorOf } = context;
  const { t } = useTranslation('quotationForm');
  const sectionError = errorOf('express');
  return (
    <Stack gap="sm" data-testid="request-form-express">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Input.Wrapper label={t('express.direction')}>
          <SegmentedControl
            display="flex"
            data={reference.expressDirections.map((d) => ({ value: d, label: t(`express.directions.${d}`) }))}
            {...form.getInputProps('express.direction')}
            data-testid="request-form-express-direction"
          />
        </Input.Wrapper>
        <Input.Wrapper label={t('express.content')}>
          <SegmentedControl
            display="flex"
            data={[
              { value: 'package', label: t('express.package') },
              { value: 'document', label: t('express.document') },
            ]}
            value={form.values.express.isDocument ? 'document' : 'package'}
            onChange={(value) => form.setFieldValue('express.isDocument', value === 'document')}
            data-testid="request-form-express-content"
          />
        </Input.Wrapper>
        <Select
          label={t('express.insurer')}
          data={reference.expressInsurers.map((i) => ({
            value: i,
            label: t(`express.insurers.${i}`, { defaultValue: i }),
          }))}
          allowDeselect={false}
          w={160}
          {...form.getInputProps('express.insurer')}
          error={errorOf('express.insurer')}
          data-testid="request-form-express-insurer"
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ExpressAddress context={context} party="shipper" />
        <ExpressAddress context={context} party="recipient" />
      </SimpleGrid>
      {sectionError && (
        <Text c="red" size="sm" role="alert">
          {sectionError}
        </Text>
      )}
    </Stack>
  );
}
