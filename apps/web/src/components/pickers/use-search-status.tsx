import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchStatus, type SearchState } from './search-status';

/**
 * The picker's search status as its description (under the field's label, announced as a status), or
 * nothing; see search-status.ts. The picker itself shows no "nothing found" list.
 */
export function useSearchStatus(state: SearchState): ReactNode {
  const { t } = useTranslation('common');
  const status = searchStatus(state);
  if (!status) return undefined;
  return <span role="status">{'text' in status ? status.text : t(`pickers.${status.key}`)}</span>;
}
