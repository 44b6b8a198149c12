import { isLanguage, type IncotermInfo as IncotermInfoData } from '@freight/shared';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The chosen incoterm's meaning (spec section 9: transfer of risk and obligations). */
export function IncotermInfo({ info }: { info: IncotermInfoData }) {
  const { t, i18n } = useTranslation('quotationForm');
  const language = isLanguage(i18n.language) ? i18n.language : 'es';
  return (
    <Alert
      variant="light"
      color="blue"
      title={`${info.code} – ${info.name[language]}`}
      data-testid="request-form-incoterm-info"
    >
      <List size="sm" spacing={4}>
        <List.Item>
          <Text span fw={600} size="sm">
            {t('incoterm.riskTransfer')}:
          </Text>{' '}
          {info.riskTransfer[language]}
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            {t('incoterm.seller')}:
          </Text>{' '}
          {info.seller[language]}
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            {t('incoterm.buyer')}:
          </Text>{' '}
          {info.buyer[language]}
        </List.Item>
      </List>
    </Alert>
  );
}
