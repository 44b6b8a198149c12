import type { DraftSummary } from '@freight/shared';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openConfirm } from '@/components/confirm';
import { DataTable, useDataTable } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDeleteDraft } from '../api/delete-draft';
import { useDrafts } from '../api/get-drafts';
import { useDraftColumns, type DraftSort } from '../components/use-draft-columns';

/** /borradores: the user's saved request drafts, to resume in the form or delete. */
export function DraftsPage() {
  const { t } = useTranslation(['drafts', 'nav']);
  const navigate = useNavigate();
  const table = useDataTable<DraftSort>({ defaultSort: { sort: 'date', order: 'desc' } });
  const query = useDrafts({ limit: table.params.limit, cursor: table.params.cursor });
  const remove = useDeleteDraft();

  const columns = useDraftColumns({
    // The request form lives on /mis-cotizaciones, which opens it for `?draft=<id>`.
    onResume: (draft: DraftSummary) => void navigate(`/mis-cotizaciones?draft=${encodeURIComponent(draft.id)}`),
    onDelete: (draft: DraftSummary) =>
      openConfirm({
        message: t('deleteConfirm', { name: draft.name }),
        confirmLabel: t('deleteAction'),
        danger: true,
        onConfirm: () =>
          remove.mutate(draft.id, {
            onSuccess: () => notifySuccess(t('deleted')),
            onError: notifyError,
          }),
      }),
  });

  return (
    <Stack gap="md">
      <Title order={1} size="h2" data-testid="screen-title">
        {t('nav:screens.drafts')}
      </Title>
      <DataTable
        tableId="drafts"
        columns={columns}
        table={table}
        query={query}
        rowKey={(draft) => draft.id}
        emptyMessage={t('empty')}
        data-testid="drafts-table"
      />
    </Stack>
  );
}
