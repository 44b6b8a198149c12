import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateError } from '@/lib/errors';
import type { LoginState } from '@/lib/redirect-state';
import { pendingSsoAnswer, useFinishSso, useSsoInfo, useStartSso } from '../api/sso';

/** `target`: the page first asked for, kept in this tab while the browser is at the provider. */
type Props = { target: string };

/**
 * Single sign-on on the sign-in screen (issue 46), loaded apart from it: the "Sign in with <provider>"
 * button when SSO is configured, and the end of the round trip when the provider sends the browser back
 * here (its answer in the address): signed in, or the refusal translated above the button.
 */
export function SsoSignIn({ target }: Props) {
  const { t } = useTranslation(['sso', 'errors']);
  const info = useSsoInfo();
  const start = useStartSso();
  const finish = useFinishSso();
  const navigate = useNavigate();
  const [answer] = useState(() => pendingSsoAnswer(window.location.search));

  const { mutate: finishWith } = finish;
  const sent = useRef(false);
  useEffect(() => {
    // Once (a development re-run of effects included): the provider's code is single-use.
    if (!answer || sent.current) return;
    sent.current = true;
    // Off the address bar, whatever happens next; the page first asked for is where the signed-in
    // sign-in route goes (as after a password).
    const state: LoginState = { from: answer.target };
    void navigate(window.location.pathname, { replace: true, state });
    finishWith(answer);
  }, [answer, finishWith, navigate]);

  const error = finish.error ?? start.error;
  if (!info.data?.enabled && !error) return null;
  return (
    <Stack gap="sm" mt="md">
      <Divider label={t('sso:or')} labelPosition="center" />
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid="sso-error">
          {translateError(t, error)}
        </Alert>
      )}
      {info.data?.enabled && (
        <Button
          variant="default"
          loading={start.isPending || finish.isPending}
          onClick={() => start.mutate(target)}
          data-testid="sso-sign-in"
        >
          {t('sso:button', { provider: info.data.providerName })}
        </Button>
      )}
    </Stack>
  );
}

// React.lazy's shape, the few bytes fewer the sign-in chunk's budget needs.
export default SsoSignIn;
