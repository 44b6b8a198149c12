import type { DraftSummary } from '@freight/shared';
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@/components/data-table';
import { useFormatters } from '@/lib/formatting';

/** The drafts list has one fixed order (newest first), so its only sort field is the date. */
export type DraftSort = 'date';

type DraftActions = { onResume: (draft: DraftSummary) => void; onDelete: (draft: DraftSummary) => void };

/** The drafts list columns: type, last saved (dd/mm/yyyy HH:mm), name, summary, resume and delete. */
export function useDraftColumns({ onResume, onDelete }: DraftActions): DataTableColumn<DraftSummary, DraftSort>[] {
  const { t } = useTranslation('drafts');
  const format = useFormatters();
  return [
    {
      id: 'type',
      header: t('columns.type'),
      cell: (d) => (
        <Badge variant="light" color={d.type === 'EXPRESS' ? 'grape' : 'blue'} data-testid="draft-type">
          {t(`types.${d.type}`)}
        </Badge>
      ),
    },
    {
      id: 'date',
      header: t('columns.date'),
      cell: (d) => <span data-testid="draft-date">{format.dateTime(d.date)}</span>,
    },
    {
      id: 'name',
      header: t('columns.name'),
      hideable: false,
      cell: (d) => (
        <Anchor component="button" type="button" onClick={() => onResume(d)} data-testid="draft-name">
          {d.name}
        </Anchor>
      ),
    },
    { id: 'summary', header: t('columns.summary'), cell: (d) => <span data-testid="draft-summary">{d.summary}</span> },
    {
      id: 'actions',
      header: t('columns.actions'),
      hideable: false,
      align: 'right',
      cell: (d) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onResume(d)} data-testid="draft-resume">
            {t('actions.resume')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(d)} data-testid="draft-delete">
            {t('actions.delete')}
          </Button>
        </Group>
      ),
    },
  ];
}
