import { Alert, Anchor, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, body } from '@/lib/api';
import { hasPermission, useSession } from '@/lib/session';

type Target = { quotation: string; operation?: never } | { operation: string; quotation?: never };

/**
 * The support tickets linked to a quotation or an operation (issue 13: "shown on both sides"), those the
 * user may read, each opening its ticket. Shared by the quotation and operation details; support users only.
 */
export function LinkedSupportTickets(target: Target) {
  const { t } = useTranslation('support');
  const session = useSession();
  const allowed = hasPermission(session, 'SUPPORT_USER') || hasPermission(session, 'SUPPORT_STAFF');
  const linked = target.quotation ? { quotation: target.quotation } : { operation: target.operation ?? '' };
  // The key keeps its former form (the query string), so nothing that invalidates it changes.
  const query = target.quotation
    ? `quotation=${encodeURIComponent(target.quotation)}`
    : `operation=${encodeURIComponent(target.operation ?? '')}`;
  const tickets = useQuery({
    // Under the support feature's keys, so a new ticket (which invalidates them) shows here at once.
    queryKey: ['support', 'tickets', 'linked', query],
    queryFn: ({ signal }) => body(api.GET('/support/v1/tickets/linked', { params: { query: linked }, signal })),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <Card withBorder padding="sm" data-testid="linked-support-tickets">
      <Title order={5} mb="xs">
        {t('linked.title', { count: tickets.data?.length ?? 0 })}
      </Title>
      {tickets.isPending && <Loader size="xs" />}
      {tickets.isError && (
        <Alert color="red" p="xs">
          {t('linked.error')}
        </Alert>
      )}
      {tickets.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('linked.none')}
        </Text>
      )}
      <Stack gap={4}>
        {tickets.data?.map((ticket) => (
          <Group key={ticket.id} justify="space-between" wrap="nowrap" data-testid="linked-support-ticket">
            <Anchor component={Link} to={`/support/${ticket.id}`} size="sm" lineClamp={1}>
              {`SUP-${ticket.number} · ${ticket.title}`}
            </Anchor>
            <Badge size="sm" variant="light" color={ticket.outcome ? 'gray' : ticket.overdue ? 'red' : 'blue'}>
              {t(`status.${ticket.status}`)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
