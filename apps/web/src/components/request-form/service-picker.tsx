import {
  incotermAppliesTo,
  LOCATION_KINDS_BY_MODE,
  SERVICE_MODE,
  type Service,
  type TransportMode,
} from '@freight/shared';
import { Group, Input, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestFormContext } from './request-form-context';

/** The first service of each mode is the one picked when the user switches mode. */
function servicesOf(services: readonly Service[], mode: TransportMode): Service[] {
  return services.filter((s) => SERVICE_MODE[s] === mode);
}

/**
 * Transport mode and service, which decide the rest of the form. The modes offered are those of
 * `reference.services` (the client portal leaves express out).
 */
export function ServicePicker({ form, reference }: Pick<RequestFormContext, 'form' | 'reference'>) {
  const { t } = useTranslation('quotationForm');
  const service = form.values.service;
  const mode = SERVICE_MODE[service];
  const modeServices = servicesOf(reference.services, mode);
  const modes = reference.transportModes.filter((m) => servicesOf(reference.services, m).length > 0);

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
    <Group align="flex-end" gap="md" wrap="wrap">
      <Input.Wrapper label={t('fields.mode')} maw="100%">
        <SegmentedControl
          display="flex"
          value={mode}
          onChange={(next) => changeService(servicesOf(reference.services, next)[0])}
          data={modes.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
          data-testid="request-form-mode"
        />
      </Input.Wrapper>
      {modeServices.length > 1 && (
        <Input.Wrapper label={t('fields.service')} maw="100%">
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
  );
}
