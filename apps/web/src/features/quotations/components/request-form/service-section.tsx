import {
  incotermAppliesTo,
  LOCATION_KINDS_BY_MODE,
  SERVICE_MODE,
  type Service,
  type TransportMode,
} from '@freight/shared';
import { Group, Input, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClientSelect } from './client-select';
import type { RequestFormContext } from './use-request-form';

/** The first service of each mode is the one picked when the user switches mode. */
function servicesOf(services: readonly Service[], mode: TransportMode): Service[] {
  return services.filter((s) => SERVICE_MODE[s] === mode);
}

/** Company, transport mode and service (which decide the rest of the form), and the client. */
export function ServiceSection({ form, reference, errorOf }: RequestFormContext) {
  const { t } = useTranslation('quotationForm');
  const service = form.values.service;
  const mode = SERVICE_MODE[service];
  const modeServices = servicesOf(reference.services, mode);

  // Values that no longer fit the new mode are cleared rather than sent and refused.
  const changeService = (next: Service) => {
    const nextMode = SERVICE_MODE[next];
    form.setFieldValue('service', next);
    const kinds = LOCATION_KINDS_BY_MODE[nextMode];
    for (const end of ['origin', 'destination'] as const) {
      const location = form.values[end];
      if (location && !kinds.includes(location.kind)) form.setFieldValue(end, null);
    }
    const incoterm = form.values.incoterm;
    if (incoterm && !incotermAppliesTo(incoterm, nextMode)) form.setFieldValue('incoterm', null);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Input.Wrapper label={t('fields.mode')}>
          <SegmentedControl
            display="flex"
            value={mode}
            onChange={(next) => changeService(servicesOf(reference.services, next)[0])}
            data={reference.transportModes.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
            data-testid="request-form-mode"
          />
        </Input.Wrapper>
        {modeServices.length > 1 && (
          <Input.Wrapper label={t('fields.service')}>
            <SegmentedControl
              display="flex"
              value={service}
              onChange={(next) => changeService(next)}
              data={modeServices.map((s) => ({ value: s, label: t(`services.${s}`) }))}
              data-testid="request-form-service"
            />
          </Input.Wrapper>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ClientSelect
          value={form.values.client}
          onChange={(client) => form.setFieldValue('client', client)}
          error={errorOf('client')}
        />
        <Select
          label={t('fields.company')}
          data={[...reference.companies]}
          allowDeselect={false}
          {...form.getInputProps('company')}
          error={errorOf('company')}
          data-testid="request-form-company"
        />
      </SimpleGrid>
    </Stack>
  );
}
