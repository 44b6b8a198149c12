import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { Link } from 'react-router';
import { hasPermission, useSession } from '@/lib/session';
import { useClientLookup } from '../../api/clients-lookup';
import type { ClientValue } from '@/components/request-form/form-values';
import { SearchSelect, type SearchOption } from '@/components/pickers/search-select';

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
    return { options, fetching: query.isFetching, failed: failedReadText(t, query) };
  };
  const canView = hasPermission(useSession(), 'VIEW_CLIENT');
  return (
    <Stack gap={2}>
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
      {/* A new tab: the request being filled stays as it is. */}
      {value && canView && (
        <Anchor
          component={Link}
          to={`/clients/${value.id}`}
          target="_blank"
          size="xs"
          data-testid="request-form-client-link"
        >
          {t('clientPage.open')}
        </Anchor>
      )}
    </Stack>
  );
}
