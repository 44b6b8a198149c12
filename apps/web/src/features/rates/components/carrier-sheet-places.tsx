import { Alert, Select, Stack, Text } from '@mantine/core';
import type { CarrierSheetImportResult } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { useEnterChoosesBestMatch } from '@/components/pickers/use-enter-chooses-best-match';
import { useSaveCarrierSheetLocationAlias } from '../api/carrier-sheet-location-aliases';
import { unknownPlaces, type UnknownPlace as Unknown } from './carrier-sheet-unknown-places';

/**
 * The places a carrier's sheet names that the catalogue does not know, each with its suggestions:
 * the location picked is saved as the carrier's alias for that text, and the dry run runs again.
 */
export function CarrierSheetPlaces({
  carrierId,
  result,
  onSaved,
}: {
  carrierId: string;
  result: CarrierSheetImportResult;
  onSaved: () => void;
}) {
  const { t } = useTranslation('rates');
  const places = unknownPlaces(result);
  if (!places.length) return null;
  return (
    <Alert
      color="yellow"
      title={t('carrierSheet.places.title', { count: places.length })}
      data-testid="carrier-sheet-places"
    >
      <Stack gap="xs">
        <Text size="sm">{t('carrierSheet.places.hint')}</Text>
        {places.map((p) => (
          <PlacePicker key={p.text} carrierId={carrierId} place={p} onSaved={onSaved} />
        ))}
      </Stack>
    </Alert>
  );
}

function PlacePicker({ carrierId, place, onSaved }: { carrierId: string; place: Unknown; onSaved: () => void }) {
  const { t } = useTranslation('rates');
  const [typed, setTyped] = useState('');
  const save = useSaveCarrierSheetLocationAlias(carrierId);
  const options = place.suggestions.map((s) => ({ value: s.code, label: `${s.code} – ${s.name}` }));
  const listed = options.filter((o) => o.label.toLowerCase().includes(typed.trim().toLowerCase()));
  // The suggestions are already here: Enter picks the first one listed for what was typed.
  const enter = useEnterChoosesBestMatch({ search: typed, settled: true, hasOptions: listed.length > 0 });
  const pick = (code: string | null) =>
    code &&
    save.mutate(
      { alias: place.text, code },
      {
        onSuccess: () => {
          notifySuccess(t('carrierSheet.places.saved', { text: place.text, code }));
          onSaved();
        },
        onError: notifyError,
      },
    );
  return (
    <Select
      label={t('carrierSheet.places.label', { text: place.text, lines: place.lines.slice(0, 5).join(', ') })}
      placeholder={t('carrierSheet.places.pick')}
      data={options}
      value={null}
      onChange={pick}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      ref={enter.inputRef}
      onKeyDown={(event) => {
        // Nothing typed yet: Enter takes the best suggestion (the hook only chooses for a typed text).
        const listId = event.currentTarget.getAttribute('aria-controls');
        const highlighted = listId && document.getElementById(listId)?.querySelector('[data-combobox-selected]');
        if (event.key === 'Enter' && !typed.trim() && !highlighted && options.length) {
          event.preventDefault();
          pick(options[0].value);
        } else enter.onKeyDown(event);
      }}
      nothingFoundMessage={t('carrierSheet.places.none')}
      disabled={save.isPending}
      data-testid="carrier-sheet-place"
    />
  );
}
