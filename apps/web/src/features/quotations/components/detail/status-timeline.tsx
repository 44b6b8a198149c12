import { Alert, Skeleton, Text, Timeline } from '@mantine/core';
import type { QuotationEvent, QuotationStatus } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { useQuotationEvents } from '../../api/quotation-events';
import { STATUS_COLORS } from '@/components/quotation/status-badge';
import { Section } from '@/components/quotation/section';

type Step = { id: string; status: QuotationStatus | null; cancelled: boolean; event: QuotationEvent };

/** The status path, oldest first: creation, each status change and a cancellation. */
export function statusSteps(events: readonly QuotationEvent[]): Step[] {
  return [...events]
    .filter((e) => e.kind === 'CREATED' || e.kind === 'STATUS_UPDATE' || e.kind === 'INACTIVATED')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((e) => ({
      id: e.id,
      status: e.kind === 'CREATED' ? (e.toStatus ?? 'REQUESTED') : e.toStatus,
      cancelled: e.kind === 'INACTIVATED',
      event: e,
    }));
}

export function StatusTimeline({ reference }: { reference: string }) {
  const { t } = useTranslation('quotations');
  const format = useFormatters();
  const events = useQuotationEvents(reference);
  let body;
  if (events.isPending) body = <Skeleton height={120} />;
  else if (events.isError) body = <Alert color="red">{translateError(t, events.error)}</Alert>;
  else {
    const steps = statusSteps(events.data);
    body = (
      <Timeline active={steps.length - 1} bulletSize={16} lineWidth={2} data-testid="quotation-timeline">
        {steps.map((step) => (
          <Timeline.Item
            key={step.id}
            color={step.cancelled ? 'dark' : step.status ? STATUS_COLORS[step.status] : undefined}
            title={step.cancelled ? t('inactive') : step.status ? t(`statuses.${step.status}`) : '—'}
            data-testid="quotation-timeline-item"
          >
            <Text size="xs" c="dimmed">
              {format.dateTime(step.event.createdAt)}
              {step.event.user ? ` · ${step.event.user.name}` : ''}
            </Text>
            {step.event.detail && <Text size="sm">{step.event.detail}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }
  return <Section title={t('detail.sections.timeline')}>{body}</Section>;
}
