import { useTranslation } from 'react-i18next';
import { useClientLookup } from '../../api/clients-lookup';
import type { ClientValue } from './form-values';
import { SearchSelect, type SearchOption } from './search-select';

type ClientSelectProps = {
  value: ClientValue | null;
  onChange: (value: ClientValue | null) => void;
  error?: string;
};

/** The client of the request, searched by trade name, legal name or tax id. */
export function ClientSelect({ value, onChange, error }: ClientSelectProps) {
  const { t } = useTranslation('quotationForm');
  const useOptions = (search: string) => {
    const query = useClientLookup({ search, limit: 20 });
    const options: SearchOption<ClientValue>[] = (search ? (query.data?.items ?? []) : []).map((c) => ({
      id: c.id,
      label: c.tradeName,
      description: [c.legalName, c.taxId, c.country].filter(Boolean).join(' · '),
      item: { id: c.id, label: c.tradeName },
    }));
    return { options, fetching: query.isFetching };
  };
  return (
    <SearchSelect
      label={t('fields.client')}
      placeholder={t('search.clientPlaceholder')}
      required
      error={error}
      selected={value}
      onChange={onChange}
      useOptions={useOptions}
      data-testid="request-form-client"
    />
  );
}
