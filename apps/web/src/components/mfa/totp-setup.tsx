import { Alert, Code, Image, List, PinInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type SetupProps = {
  qrCodeDataUrl: string;
  secret: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Called with the sixth digit typed. */
  onComplete: (code: string) => void;
  autoFocus?: boolean;
};

/**
 * Second-factor enrolment's middle step, the same in the settings and at a sign-in the policy asks for
 * (issue 46): the QR code, the secret for typing by hand, and the six-digit code that confirms it.
 */
export function TotpSetupFields({ qrCodeDataUrl, secret, code, onCodeChange, onComplete, autoFocus }: SetupProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Text size="sm">{t('mfa.scan')}</Text>
      <Image src={qrCodeDataUrl} alt={t('mfa.qrAlt')} w={200} h={200} data-testid="mfa-qr" />
      <Text size="sm">
        {t('mfa.manual')} <Code data-testid="mfa-secret">{secret}</Code>
      </Text>
      <Text size="sm">{t('mfa.enterCode')}</Text>
      <PinInput
        length={6}
        type="number"
        oneTimeCode
        autoFocus={autoFocus}
        aria-label={t('mfa.code')}
        value={code}
        onChange={onCodeChange}
        onComplete={onComplete}
        data-testid="mfa-confirm-code"
      />
    </>
  );
}

/** The ten recovery codes, shown once after enrolment, with what to do with them. */
export function RecoveryCodeList({ codes, help }: { codes: string[]; help?: string }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap="sm">
      <Alert color="orange" variant="light">
        {help ?? t('mfa.recoveryCodesHelp')}
      </Alert>
      <List spacing={2} type="ordered">
        {codes.map((c) => (
          <List.Item key={c}>
            <Code data-testid="mfa-recovery-code">{c}</Code>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
