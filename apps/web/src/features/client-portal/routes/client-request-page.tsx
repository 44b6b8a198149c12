import type { ClientQuotationRequestResult } from '@freight/shared';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReference } from '@/features/quotations/api/reference';
import { translateError } from '@/lib/errors';
import { usePortalClient } from '../api/get-portal-client';
import { ClientRequestForm } from '../components/request/client-request-form';
import { ClientRequestResult } from '../components/request/client-request-result';

/** /client-quotation/new: the client asks for a quotation (issue 43), when the company allows it. */
export function ClientRequestPage() {
  const { t } = useTranslation(['clientPortal', 'nav']);
  const client = usePortalClient();
  const reference = useReference();
  const [result, setResult] = useState<ClientQuotationRequestResult | null>(null);
  // A new form (its own key) after "ask for another".
  const [round, setRound] = useState(0);

  let body;
  if (client.isError || reference.isError)
    body = (
      <Alert color="red" variant="light" data-testid="portal-request-load-error">
        {translateError(t, client.error ?? reference.error)}
      </Alert>
    );
  else if (!client.data || !reference.data) body = <Skeleton height={320} radius="md" />;
  else if (!client.data.selfQuoting)
    body = (
      <Alert color="gray" data-testid="portal-request-disabled">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('request.disabled')}</Text>
          <Button component={Link} to="/client-quotation" variant="subtle">
            {t('detail.back')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (result)
    body = (
      <ClientRequestResult
        result={result}
        onAgain={() => {
          setResult(null);
          setRound((n) => n + 1);
        }}
      />
    );
  else body = <ClientRequestForm key={round} reference={reference.data} onAnswered={setResult} />;

  return (
    <Stack gap="md" maw={900} data-testid="portal-request-screen">
      <Title order={1} size="h2" data-testid="screen-title">
        {t('nav:screens.clientQuotationRequest')}
      </Title>
      {body}
    </Stack>
  );
}
