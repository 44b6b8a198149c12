import { Alert, Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { PortalQuotationDetail } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WideTableRegion } from '@/components/wide-table/wide-table-region';
import { ErrorScreen } from '@/components/error-screen';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { isApiError } from '@/lib/api-client';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { usePortalAnswers } from '../api/answer-portal-quotation';
import { usePortalDocumentDownload } from '../api/download-portal-files';
import { usePortalQuotation } from '../api/get-portal-quotation';
import { DeclineModal } from './decline-modal';
import { equipmentText } from './portal-equipment';
import { laneOf } from './portal-money';
import { PortalField } from './portal-field';
import { PortalPdfButton } from './portal-pdf-button';
import { PortalStatusBadge } from './portal-status-badge';

function BackLink() {
  const { t } = useTranslation('clientPortal');
  return (
    <Button component={Link} to="/client-quotation" variant="subtle" data-testid="portal-back">
      {t('detail.back')}
    </Button>
  );
}

function Answer({ q }: { q: PortalQuotationDetail }) {
  const { t } = useTranslation('clientPortal');
  const format = useFormatters();
  const answers = usePortalAnswers(q.reference);
  const [declining, setDeclining] = useState(false);

  const accept = () =>
    openConfirm({
      message: t('accept.confirm', { reference: q.reference }),
      confirmLabel: t('actions.accept'),
      onConfirm: () =>
        answers.accept.mutate(undefined, {
          // Where the company opens operations on acceptance, the answer names the one it opened.
          onSuccess: ({ operation }) =>
            notifySuccess(
              operation
                ? t('accept.doneWithOperation', { reference: q.reference, operation })
                : t('accept.done', { reference: q.reference }),
            ),
          onError: notifyError,
        }),
    });
  const requote = () =>
    openConfirm({
      message: t('requote.confirm', { reference: q.reference }),
      confirmLabel: t('actions.requote'),
      onConfirm: () =>
        answers.requote.mutate(undefined, { onSuccess: () => notifySuccess(t('requote.done')), onError: notifyError }),
    });

  return (
    <Paper withBorder p="md" radius="md" data-testid="portal-answer">
      <Stack gap="sm">
        {q.answer && (
          <Alert color={q.answer.status === 'APPROVED' ? 'green' : 'red'} data-testid="portal-answer-done">
            {t(q.answer.status === 'APPROVED' ? 'answer.accepted' : 'answer.declined', {
              by: q.answer.by ?? t('answer.company'),
              at: format.dateTime(q.answer.at),
            })}
            {q.answer.reason &&
              ` ${t('answer.reason')}: ${t(`decline.reasons.${q.answer.reason}`)}${q.answer.comment ? ` — ${q.answer.comment}` : ''}`}
          </Alert>
        )}
        {q.cancelled && (
          <Alert color="gray" data-testid="portal-cancelled-notice">
            {t('detail.cancelled')}
          </Alert>
        )}
        {q.expired && (
          <Alert color="orange" data-testid="portal-expired-notice">
            {q.requoteRequestedAt
              ? t('requote.requested', { at: format.dateTime(q.requoteRequestedAt) })
              : t('detail.expired')}
          </Alert>
        )}
        <Group gap="sm">
          <PortalPdfButton reference={q.reference} testId="portal-pdf" />
          {q.canAccept && (
            <Button color="green" onClick={accept} loading={answers.accept.isPending} data-testid="portal-accept">
              {t('actions.accept')}
            </Button>
          )}
          {q.canDecline && (
            <Button color="red" variant="outline" onClick={() => setDeclining(true)} data-testid="portal-decline">
              {t('actions.decline')}
            </Button>
          )}
          {q.canRequestRequote && (
            <Button
              variant="outline"
              onClick={requote}
              loading={answers.requote.isPending}
              data-testid="portal-requote"
            >
              {t('actions.requote')}
            </Button>
          )}
        </Group>
      </Stack>
      {declining && (
        <DeclineModal
          opened
          loading={answers.decline.isPending}
          onClose={() => setDeclining(false)}
          onConfirm={(body) =>
            answers.decline.mutate(body, {
              onSuccess: () => {
                setDeclining(false);
                notifySuccess(t('decline.done', { reference: q.reference }));
              },
              onError: notifyError,
            })
          }
        />
      )}
    </Paper>
  );
}

function Content({ q }: { q: PortalQuotationDetail }) {
  const { t } = useTranslation(['clientPortal', 'quotations']);
  const format = useFormatters();
  const documents = usePortalDocumentDownload(q.reference);
  const c = q.cargo;
  const equipment = equipmentText(c, (key) => t(key));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={2} data-testid="portal-detail-reference">
            {q.reference}
          </Title>
          <PortalStatusBadge quotation={q} size="md" />
        </Group>
        <BackLink />
      </Group>
      <Answer q={q} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={4} mb="sm">
              {t('detail.lane')}
            </Title>
            <Grid gap="xs">
              <Grid.Col span={12}>
                <PortalField label={t('columns.lane')} value={laneOf(q)} testId="portal-detail-lane" />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField
                  label={t('columns.service')}
                  value={t(`quotations:services.${q.service}`)}
                  testId="portal-detail-service"
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('columns.incoterm')} value={q.incoterm ?? '—'} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('columns.sentAt')} value={q.sentAt ? format.date(q.sentAt) : '—'} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField
                  label={t('columns.validUntil')}
                  value={q.validUntil ? format.date(q.validUntil) : '—'}
                  testId="portal-detail-valid-until"
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('detail.transitDays')} value={q.conditions.transitDays.join(', ') || '—'} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('detail.freeDays')} value={q.conditions.freeDays.join(', ') || '—'} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('detail.carrier')} value={q.conditions.carriers.join(', ') || '—'} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('columns.clientReference')} value={q.clientReference ?? '—'} />
              </Grid.Col>
              <Grid.Col span={12}>
                <PortalField
                  label={t('detail.commercial')}
                  value={
                    <>
                      {q.commercial.name} · <Anchor href={`mailto:${q.commercial.email}`}>{q.commercial.email}</Anchor>
                      {q.commercial.phone ? ` · ${q.commercial.phone}` : ''}
                    </>
                  }
                />
              </Grid.Col>
            </Grid>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={4} mb="sm">
              {t('detail.cargo')}
            </Title>
            <Grid gap="xs">
              <Grid.Col span={12}>
                <PortalField label={t('detail.goods')} value={c.goodsDescription} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('detail.packages')} value={format.number(c.packages, 0)} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('detail.pallets')} value={format.number(c.pallets, 0)} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('detail.weight')} value={format.weight(c.weightKg)} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('detail.volume')} value={format.volume(c.volumeM3)} />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField
                  label={t('detail.chargeable')}
                  value={`${format.number(c.chargeable)} ${c.chargeableUnit === 'KG' ? 'kg' : c.chargeableUnit}`}
                />
              </Grid.Col>
              <Grid.Col span={6}>
                <PortalField label={t('detail.equipment')} value={equipment || '—'} />
              </Grid.Col>
            </Grid>
          </Paper>
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('detail.lines')}
        </Title>
        <WideTableRegion label={t('detail.lines')}>
          <Table striped data-testid="portal-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.concept')}</Table.Th>
                <Table.Th>{t('detail.currency')}</Table.Th>
                <Table.Th ta="right">{t('detail.amount')}</Table.Th>
                <Table.Th ta="right">{t('detail.tax')}</Table.Th>
                <Table.Th ta="right">{t('detail.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.lines.map((l, i) => (
                <Table.Tr key={i} data-testid="portal-line">
                  <Table.Td>{l.description}</Table.Td>
                  <Table.Td>{l.currency}</Table.Td>
                  <Table.Td ta="right">{format.amount(l.amount)}</Table.Td>
                  <Table.Td ta="right">{format.amount(l.tax)}</Table.Td>
                  <Table.Td ta="right">{format.amount(l.total)}</Table.Td>
                </Table.Tr>
              ))}
              {q.totals.map((m) => (
                <Table.Tr key={`total-${m.currency}`} fw={700} data-testid="portal-lines-total">
                  <Table.Td>{t('detail.totalIn', { currency: m.currency })}</Table.Td>
                  <Table.Td>{m.currency}</Table.Td>
                  <Table.Td ta="right">{format.amount(m.amount)}</Table.Td>
                  <Table.Td ta="right">{format.amount(m.tax)}</Table.Td>
                  <Table.Td ta="right">{format.amount(m.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTableRegion>
      </Paper>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={4} mb="sm">
              {t('detail.notes')}
            </Title>
            {q.notes.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('detail.noNotes')}
              </Text>
            ) : (
              <Stack gap="xs" data-testid="portal-notes">
                {q.notes.map((n, i) => (
                  <Text key={i} size="sm" data-testid="portal-note">
                    {n.title ? <strong>{n.title}: </strong> : null}
                    {n.text}
                  </Text>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={4} mb="sm">
              {t('detail.documents')}
            </Title>
            {q.documents.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('detail.noDocuments')}
              </Text>
            ) : (
              <Stack gap={4} data-testid="portal-documents">
                {q.documents.map((d) => (
                  <Group key={d.id} justify="space-between" wrap="nowrap">
                    <Anchor
                      component="button"
                      size="sm"
                      onClick={() => documents.mutate(d, { onError: notifyError })}
                      data-testid="portal-document"
                    >
                      {d.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {format.date(d.createdAt)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /client-quotation/{reference}: what was quoted, the PDF, and accepting, declining or asking for a re-quote. */
export function PortalDetailScreen({ reference }: { reference: string }) {
  const { t } = useTranslation(['clientPortal', 'common']);
  const query = usePortalQuotation(reference);
  if (query.isPending)
    return (
      <Stack gap="md" data-testid="portal-detail-loading">
        <Skeleton height={40} width={320} />
        <Skeleton height={240} />
      </Stack>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.code === 'NOT_FOUND')
      return (
        <ErrorScreen
          testId="portal-not-found"
          code="404"
          title={t('detail.notFound.title')}
          body={t('detail.notFound.body')}
          actions={<BackLink />}
        />
      );
    return (
      <Alert color="red" title={t('detail.loadError')} data-testid="portal-detail-error">
        {translateError(t, query.error)}
        <div>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('common:actions.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  return <Content q={query.data} />;
}
