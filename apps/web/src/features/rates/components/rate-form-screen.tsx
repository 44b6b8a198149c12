import { Alert, Anchor, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { RateDetail } from '@freight/shared';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppForm } from '@/components/forms';
import { useDirtyReport, useDiscardGuard, useLeaveGuard } from '@/components/unsaved';
import { useRate } from '../api/get-rate';
import { RateChargesEditor } from './rate-charges-editor';
import { RateFormHeader, RateVersions } from './rate-form-header';
import { emptyRateForm, rateFormFromDetail, shownSlots, type RateFormState } from './rate-form-values';
import { RateMainFields } from './rate-main-fields';
import { useRateSubmit } from './use-rate-submit';

/** /pricing/tarifas/{id}: loads the version, then shows its form (read-only for old versions and other modes). */
export function RateFormScreen({ id }: { id: string | null }) {
  const { t } = useTranslation(['rates', 'nav']);
  const rate = useRate(id);
  if (id && (rate.isPending || rate.isError))
    return (
      <Stack gap="md">
        <Title order={1} size="h2" data-testid="screen-title">
          {t('nav:screens.pricingRates')}
        </Title>
        {rate.isPending ? (
          <Loader data-testid="rate-loading" />
        ) : (
          <Alert color="red" title={t('loadError')} data-testid="rate-load-error">
            <Anchor component={Link} to="/pricing/tarifas">
              {t('backToList')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    );
  return <RateForm detail={rate.data ?? null} />;
}

function RateForm({ detail }: { detail: RateDetail | null }) {
  const { t } = useTranslation(['rates', 'nav']);
  const readOnly = detail !== null && !detail.editable;
  const form = useForm<RateFormState>({
    mode: 'controlled',
    initialValues: detail ? rateFormFromDetail(detail) : emptyRateForm(null),
  });
  // Back, a menu link, another version or closing the tab ask first while changes are unsaved.
  const { dirtyRef, confirmDiscard } = useDiscardGuard();
  useDirtyReport(dirtyRef, () => form.isDirty());
  useLeaveGuard({ active: !readOnly, dirtyRef, confirmLeave: confirmDiscard });
  const { submit, slots, saving } = useRateSubmit(form, detail);

  return (
    <AppForm onSubmit={form.onSubmit(() => submit())} long data-testid="rate-form">
      <Stack gap="md">
        <RateFormHeader detail={detail} />
        <RateMainFields form={form} readOnly={readOnly} serviceLocked={detail !== null} />

        <Title order={4}>{t('chargesTitle')}</Title>
        {shownSlots(slots, form.values).map((s) => (
          <Alert key={s} color="red" data-testid={`rate-slot-${s}`}>
            {t(`errors:RATE_${s}`)}
          </Alert>
        ))}
        <RateChargesEditor form={form} readOnly={readOnly} />

        {detail && <RateVersions detail={detail} />}

        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="rate-save">
              {t('actions.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </AppForm>
  );
}
