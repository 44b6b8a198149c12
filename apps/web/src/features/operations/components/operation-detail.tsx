import { LinkedSupportTickets } from '@/components/linked-support-tickets';
import {
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { OPERATION_STATUSES, type OperationDetail as Detail, type OperationStatus } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useChangeOperationStatus, useOperation } from '../api/operations-api';
import { OperationDocumentsPanel } from './documents-panel';
import { EventsPanel } from './events-panel';
import { NotesPanel } from './notes-panel';
import { OperationFormModal } from './operation-form';
import { dmy, OperationStatusBadge } from './operation-status-badge';
import { statusChangeConfirm } from './status-change';
import { ErrorScreen } from '@/components/error-screen';
import { isApiError } from '@/lib/api-client';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

function Information({ op }: { op: Detail }) {
  const { t } = useTranslation('operations');
  const format = useFormatters();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="operation-info">
      <Field label={t('columns.client')} value={op.client.tradeName} />
      <Field label={t('columns.quoteNumber')} value={op.quotationReference ?? op.quoteNumber} />
      <Field label={t('columns.house')} value={op.houseNumber} />
      <Field label={t('columns.master')} value={op.masterNumber} />
      <Field label={t('columns.shipmentKey')} value={op.shipmentKey} />
      <Field label={t('columns.containers')} value={op.containerNumbers.join(', ')} />
      <Field
        label={t('columns.mode')}
        value={`${t(`modes.${op.transportMode}`)}${op.containerMode ? ` · ${t(`containerModes.${op.containerMode}`)}` : ''}`}
      />
      <Field
        label={t('columns.lane')}
        value={`${op.originName ?? op.originCode ?? '—'} → ${op.destinationName ?? op.destinationCode ?? '—'}`}
      />
      <Field label={t('columns.etd')} value={dmy(op.etd)} />
      <Field label={t('columns.eta')} value={dmy(op.eta)} />
      <Field label={t('columns.operatives')} value={op.operatives.map((o) => o.name).join(', ')} />
      <Field label={t('columns.commercial')} value={op.commercial?.name} />
      <Field label={t('detail.incoterm')} value={op.incoterm} />
      <Field label={t('detail.goods')} value={op.goodsDescription} />
      <Field label={t('detail.weight')} value={op.weightKg ? format.weight(op.weightKg) : null} />
      <Field label={t('detail.volume')} value={op.volumeM3 ? format.volume(op.volumeM3) : null} />
    </SimpleGrid>
  );
}

function StatusTimeline({ op }: { op: Detail }) {
  const { t } = useTranslation('operations');
  const format = useFormatters();
  return (
    <Timeline active={op.statusHistory.length} bulletSize={14} lineWidth={2} data-testid="operation-timeline">
      {op.statusHistory.map((h) => (
        <Timeline.Item key={h.id} title={t(`statuses.${h.to}`)}>
          <Text size="xs" c="dimmed">
            {h.from ? t('detail.fromStatus', { status: t(`statuses.${h.from}`) }) : t('detail.opened')} ·{' '}
            {h.user?.name ?? '—'} · {format.dateTime(h.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function ExpressInformation({ express }: { express: NonNullable<Detail['express']> }) {
  const { t } = useTranslation('operations');
  const address = (a: typeof express.shipper) =>
    a ? [a.description, a.city, a.stateOrProvinceCode, a.postalCode, a.countryCode].filter(Boolean).join(', ') : null;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="operation-express">
      <Field label={t('express.courier')} value={express.courier} />
      <Field label={t('express.trackingNumber')} value={express.trackingNumber} />
      <Field label={t('express.shipper')} value={address(express.shipper)} />
      <Field label={t('express.recipient')} value={address(express.recipient)} />
      <Field
        label={t('express.packages')}
        value={express.packages
          .map((p) => `${p.quantity} × ${p.weightKg} kg${p.description ? ` (${p.description})` : ''}`)
          .join('; ')}
      />
    </SimpleGrid>
  );
}

type DetailProps = { reference: string; kind?: Detail['kind']; backTo?: string };

/** One operation: information, status (set by hand) and its timeline, notes and events. */
export function OperationDetailScreen({ reference, kind = 'GENERAL', backTo = '/operativa/general' }: DetailProps) {
  const { t } = useTranslation('operations');
  const navigate = useNavigate();
  const query = useOperation(reference, kind);
  const change = useChangeOperationStatus(kind);
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <Loader />;
  if (query.isError && isApiError(query.error) && query.error.code === 'NOT_FOUND')
    return (
      <ErrorScreen
        testId="operation-not-found"
        code="404"
        title={t('detail.notFound.title')}
        body={t('detail.notFound.body')}
        actions={
          <Button variant="default" onClick={() => void navigate(backTo)}>
            {t('detail.back')}
          </Button>
        }
      />
    );
  if (query.isError) return <Alert color="red">{t('detail.loadError')}</Alert>;
  const op = query.data;
  const setStatus = (status: OperationStatus) =>
    change.mutate(
      { reference, status },
      { onSuccess: () => notifySuccess(t('detail.statusChanged')), onError: notifyError },
    );
  // Every status change is confirmed, naming both statuses; closing, cancelling and reopening say
  // what happens to notes, events and edits. The Select stays bound to the saved status, so backing
  // out (or a refused change) leaves the old value shown.
  const requestStatus = (status: OperationStatus) => {
    const confirm = statusChangeConfirm(op.status, status);
    if (!confirm) return;
    const to = t(`statuses.${status}`);
    openConfirm({
      message: t(confirm.messageKey, { reference: op.reference, from: t(`statuses.${op.status}`), to }),
      confirmLabel: t(confirm.actionKey, { status: to }),
      danger: confirm.danger,
      onConfirm: () => setStatus(status),
    });
  };
  return (
    <Stack gap="md" data-testid="operation-detail">
      <Group>
        <Button variant="subtle" size="xs" onClick={() => void navigate(backTo)} data-testid="operation-back">
          ← {t('detail.back')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="screen-title">
            {op.reference}
          </Title>
          <OperationStatusBadge status={op.status} size="lg" />
        </Group>
        <Select
          label={t('detail.changeStatus')}
          data={OPERATION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          value={op.status}
          allowDeselect={false}
          disabled={change.isPending}
          onChange={(status) => status && requestStatus(status)}
          w={220}
          data-testid="operation-status-select"
        />
      </Group>
      {op.readOnly && (
        <Alert color="gray" data-testid="operation-read-only">
          {t('detail.readOnly')}
        </Alert>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Information op={op} />
        {!op.readOnly && (
          <Button variant="default" size="xs" onClick={() => setEditing(true)} data-testid="operation-edit">
            {t('actions.edit')}
          </Button>
        )}
      </Group>
      {op.express && <ExpressInformation express={op.express} />}
      {editing && <OperationFormModal opened operation={op} onClose={() => setEditing(false)} />}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs defaultValue="events">
            <Tabs.List>
              <Tabs.Tab value="events" data-testid="tab-events">
                {t('detail.events', { count: op.openEvents })}
              </Tabs.Tab>
              <Tabs.Tab value="notes" data-testid="tab-notes">
                {t('detail.notes', { count: op.notes.length })}
              </Tabs.Tab>
              <Tabs.Tab value="documents" data-testid="tab-documents">
                {t('detail.documents')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="events" pt="sm">
              <EventsPanel reference={op.reference} events={op.events} readOnly={op.readOnly} />
            </Tabs.Panel>
            <Tabs.Panel value="notes" pt="sm">
              <NotesPanel reference={op.reference} notes={op.notes} readOnly={op.readOnly} />
            </Tabs.Panel>
            <Tabs.Panel value="documents" pt="sm">
              <OperationDocumentsPanel reference={op.reference} readOnly={op.readOnly} />
            </Tabs.Panel>
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title order={4} mb="sm">
            {t('detail.timeline')}
          </Title>
          <StatusTimeline op={op} />
          <Stack mt="md">
            <LinkedSupportTickets operation={op.reference} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
