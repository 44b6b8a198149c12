import { Anchor, Button, Card, Text } from '@mantine/core';
import type { QuotationDetail } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorRows } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { hasPermission, useSession } from '@/lib/session';
import { useOpenOperation, useQuotationOperation } from '../../api/quotation-operation';

/** An APPROVED quotation opens its operation with one action; once opened, the quotation shows it. */
export function OperationLink({ quotation: q }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quotations');
  const session = useSession();
  const mayOpen = (['OPERATIVE', 'COMMERCIAL', 'COMMERCIAL_MANAGER'] as const).some((p) => hasPermission(session, p));
  const approved = q.status === 'APPROVED' && q.active;
  const operation = useQuotationOperation(q.reference, mayOpen && approved);
  const open = useOpenOperation(q.reference);
  if (!mayOpen || !approved || operation.isPending) return null;
  // Unread, the operation may exist: offering to open one would only meet OPERATION_ALREADY_OPENED.
  if (operation.isError && !operation.data)
    return (
      <Card withBorder padding="sm" data-testid="quotation-operation">
        <QueryErrorRows query={operation} />
      </Card>
    );
  const reference = operation.data?.reference ?? null;
  return (
    <Card withBorder padding="sm" data-testid="quotation-operation">
      {reference ? (
        <Text size="sm">
          {t('operation.opened')}{' '}
          {hasPermission(session, 'OPERATIVE') ? (
            <Anchor component={Link} to={`/operativa/general/${reference}`} data-testid="quotation-operation-reference">
              {reference}
            </Anchor>
          ) : (
            <span data-testid="quotation-operation-reference">{reference}</span>
          )}
        </Text>
      ) : (
        <Button
          loading={open.isPending}
          onClick={() =>
            open.mutate(undefined, {
              onSuccess: (r) => notifySuccess(t('operation.created', { reference: r.reference })),
              onError: notifyError,
            })
          }
          data-testid="quotation-open-operation"
        >
          {t('operation.open')}
        </Button>
      )}
    </Card>
  );
}
