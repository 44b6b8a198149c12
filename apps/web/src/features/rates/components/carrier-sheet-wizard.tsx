import { Button, FileInput, Group, Modal, Progress, Select, Stack, Stepper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CarrierSheetImportResult, CarrierSheetPreview } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/notify';
import { errorCodeOf } from '@/lib/errors';
import {
  useCarrierSheetMapping,
  useImportCarrierSheet,
  usePreviewCarrierSheet,
  useSaveCarrierSheetMapping,
} from '../api/carrier-sheets';
import { useCarrierOptions } from '../api/rate-options';
import { mappingBody, mappingValues, type MappingValues } from './carrier-sheet-mapping';
import { CarrierSheetMappingStep } from './carrier-sheet-mapping-step';
import { CarrierSheetPlaces } from './carrier-sheet-places';
import { CarrierSheetDryRun } from './carrier-sheet-dry-run';
import { CarrierSheetResults, CarrierSheetVersions } from './carrier-sheet-results';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

const RECHECK: string[] = ['RATE_SHEET_DRY_RUN_STALE', 'RATE_SHEET_DRY_RUN_EXPIRED', 'RATE_SHEET_DRY_RUN_NOT_FOUND'];

/**
 * A carrier's own sheet into rates: the carrier and file, the column mapping (the carrier's saved one
 * filled in), a dry run with every rate's outcome page by page, then applying exactly that dry run as a
 * new version of the carrier's sheet.
 */
export function CarrierSheetWizard({ onClose }: { onClose: () => void }) {
  useReturnFocus(true);
  const { t } = useTranslation(['rates', 'errors']);
  const [step, setStep] = useState(0);
  const [carrier, setCarrier] = useState<{ id: string; label: string } | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const carriers = useCarrierOptions(debounced);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CarrierSheetPreview | null>(null);
  const [values, setValues] = useState<MappingValues | null>(null);
  const [checked, setChecked] = useState<CarrierSheetImportResult | null>(null);
  const [applied, setApplied] = useState<CarrierSheetImportResult | null>(null);
  const saved = useCarrierSheetMapping(carrier?.id ?? null);
  const read = usePreviewCarrierSheet();
  const save = useSaveCarrierSheetMapping(carrier?.id ?? '');
  const run = useImportCarrierSheet(carrier?.id ?? '');

  const toMapping = () =>
    file &&
    carrier &&
    read.mutate(file, {
      onSuccess: (p) => {
        setPreview(p);
        setValues(mappingValues(saved.data, carrier.label));
        setStep(1);
      },
      onError: notifyError,
    });
  const dryRun = () =>
    file &&
    run.mutate(
      { file, dryRunId: null },
      {
        onSuccess: (r) => {
          setChecked(r);
          setStep(2);
        },
        onError: notifyError,
      },
    );
  const check = () => values && file && save.mutate(mappingBody(values), { onSuccess: dryRun, onError: notifyError });
  const apply = () =>
    file &&
    checked &&
    run.mutate(
      { file, dryRunId: checked.dryRunId },
      {
        onSuccess: (r) => {
          setApplied(r);
          setStep(3);
          notifySuccess(t('carrierSheet.applied', { version: r.version }));
        },
        onError: (error) => {
          notifyError(error);
          // What was checked is no longer what would be stored (or was dropped): check again, so the
          // screen shows what applying would now do.
          if (RECHECK.includes(errorCodeOf(error))) dryRun();
        },
      },
    );
  const carrierData = (carriers.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.code} – ${p.name}` }));
  const writes = checked ? checked.counts.created + checked.counts.updated : 0;

  return (
    <Modal opened onClose={onClose} size="xl" title={t('carrierSheet.title')} data-testid="carrier-sheet-wizard">
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(s) => s < step && setStep(s)}>
        <Stepper.Step label={t('carrierSheet.steps.file')}>
          <Stack gap="sm">
            <Select
              label={t('carrierSheet.carrier')}
              searchable
              onSearchChange={setSearch}
              data={[
                ...carrierData,
                ...(carrier && !carrierData.some((c) => c.value === carrier.id)
                  ? [{ value: carrier.id, label: carrier.label }]
                  : []),
              ]}
              value={carrier?.id ?? null}
              onChange={(id, option) => setCarrier(id && option ? { id, label: option.label } : null)}
              data-testid="carrier-sheet-carrier"
            />
            {carrier && (
              <Text size="sm" c="dimmed" data-testid="carrier-sheet-saved">
                {saved.data ? t('carrierSheet.savedMapping', { name: saved.data.name }) : t('carrierSheet.noMapping')}
              </Text>
            )}
            <FileInput
              label={t('carrierSheet.file')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={setFile}
              clearable
              data-testid="carrier-sheet-file"
            />
            {carrier && <CarrierSheetVersions carrierId={carrier.id} />}
          </Stack>
        </Stepper.Step>
        <Stepper.Step label={t('carrierSheet.steps.mapping')}>
          {preview && values && <CarrierSheetMappingStep preview={preview} values={values} onChange={setValues} />}
        </Stepper.Step>
        <Stepper.Step label={t('carrierSheet.steps.check')}>
          <Stack gap="sm">
            {checked && carrier && <CarrierSheetPlaces carrierId={carrier.id} result={checked} onSaved={dryRun} />}
            {checked && <CarrierSheetDryRun key={checked.dryRunId} result={checked} />}
            {run.isPending && (
              <Stack gap={4} data-testid="carrier-sheet-progress">
                <Text size="sm">{t('carrierSheet.applying')}</Text>
                <Progress value={100} animated />
              </Stack>
            )}
          </Stack>
        </Stepper.Step>
        <Stepper.Completed>
          <Stack gap="sm">
            {applied && (
              <Text data-testid="carrier-sheet-done">{t('carrierSheet.applied', { version: applied.version })}</Text>
            )}
            {applied && <CarrierSheetResults result={applied} />}
            {carrier && <CarrierSheetVersions carrierId={carrier.id} />}
          </Stack>
        </Stepper.Completed>
      </Stepper>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t(step === 3 ? 'carrierSheet.close' : 'carrierSheet.cancel')}
        </Button>
        {step === 0 && (
          <Button
            disabled={!file || !carrier || saved.isLoading}
            loading={read.isPending}
            onClick={toMapping}
            data-testid="carrier-sheet-next"
          >
            {t('carrierSheet.next')}
          </Button>
        )}
        {step === 1 && (
          <Button loading={save.isPending || run.isPending} onClick={check} data-testid="carrier-sheet-check">
            {t('carrierSheet.check')}
          </Button>
        )}
        {step === 2 && (
          <Button disabled={writes === 0} loading={run.isPending} onClick={apply} data-testid="carrier-sheet-apply">
            {t('carrierSheet.apply', { count: writes })}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
