import { incotermAppliesTo, isLanguage, LOCATION_KINDS_BY_MODE, SERVICE_MODE } from '@freight/shared';
import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IncotermInfo } from './incoterm-info';
import { LocationSelect } from '@/components/locations/location-select';
import type { RequestFormContext } from './request-form-context';

/** Origin, destination (ports, airports or countries by mode) and incoterm with its meaning. */
export function RouteSection({ form, reference, errorOf }: RequestFormContext) {
  const { t, i18n } = useTranslation('quotationForm');
  const language = isLanguage(i18n.language) ? i18n.language : reference.defaultLanguage;
  const mode = SERVICE_MODE[form.values.service];
  const kinds = LOCATION_KINDS_BY_MODE[mode];
  // Sea-only terms (FAS, FOB, CFR, CIF) are not offered for air and road.
  const incoterms = reference.incoterms.filter((i) => incotermAppliesTo(i.code, mode));
  const chosen = reference.incoterms.find((i) => i.code === form.values.incoterm);

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LocationSelect
          // A new mode searches other kinds: start a fresh search box.
          key={`origin-${mode}`}
          label={t('fields.origin')}
          kinds={kinds}
          value={form.values.origin}
          onChange={(value) => form.setFieldValue('origin', value)}
          required
          error={errorOf('origin')}
          data-testid="request-form-origin"
        />
        <LocationSelect
          key={`destination-${mode}`}
          label={t('fields.destination')}
          kinds={kinds}
          value={form.values.destination}
          onChange={(value) => form.setFieldValue('destination', value)}
          required
          error={errorOf('destination')}
          data-testid="request-form-destination"
        />
      </SimpleGrid>
      <Select
        label={t('fields.incoterm')}
        placeholder={t('fields.incotermPlaceholder')}
        required
        searchable
        data={incoterms.map((i) => ({ value: i.code, label: `${i.code} – ${i.name[language]}` }))}
        value={form.values.incoterm}
        onChange={(value) => form.setFieldValue('incoterm', value)}
        error={errorOf('incoterm')}
        maw={360}
        data-testid="request-form-incoterm"
      />
      {chosen && <IncotermInfo info={chosen} />}
    </Stack>
  );
}
