import { chargeCodeName, type ChargeCodeItem, type ChargeCodeSortField } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { statusAndActionsColumns, type DataTableColumn } from '@/components/data-table';
import { CHARGE_CODE_FLAGS } from './charge-code-form';

type Actions = { onEdit: (c: ChargeCodeItem) => void; onToggle: (c: ChargeCodeItem) => void };

/** Concept, description, one yes/no column per flag, status and actions. */
export function useChargeCodeColumns({
  onEdit,
  onToggle,
}: Actions): DataTableColumn<ChargeCodeItem, ChargeCodeSortField>[] {
  const { t } = useTranslation(['chargeCodes', 'common']);
  // The name in the reader's language (the hook re-renders on a language switch).
  const language = currentLanguage();
  const flagColumns: DataTableColumn<ChargeCodeItem, ChargeCodeSortField>[] = CHARGE_CODE_FLAGS.map((flag) => ({
    id: flag,
    header: t(`flags.${flag}`),
    align: 'center',
    cell: (c) => (c[flag] ? t('common:filters.yes') : '—'),
  }));
  return [
    { id: 'concept', header: t('columns.concept'), cell: (c) => c.concept, sortField: 'concept', hideable: false },
    {
      id: 'description',
      header: t('columns.description'),
      cell: (c) => chargeCodeName(c, language),
      sortField: 'description',
    },
    ...flagColumns,
    ...statusAndActionsColumns<ChargeCodeItem, ChargeCodeSortField>({
      t,
      testIdPrefix: 'charge-code',
      onEdit,
      onToggle,
    }),
  ];
}
