import { Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LoginLock } from '@freight/shared';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { QueryErrorRows } from '@/components/data-table';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { useClearLoginLock, useLoginLocks } from '../api/login-locks';

/**
 * Sign-in locks (issue 18): failures per (username, address) pair and per address in the last
 * window; a locked row can be cleared so that pair signs in at once.
 */
export function LoginLocksSection() {
  const { t } = useTranslation('users');
  const format = useFormatters();
  const locks = useLoginLocks();
  const clear = useClearLoginLock();
  const rows = locks.data ?? [];

  const confirmClear = (lock: LoginLock) =>
    openConfirm({
      message: t('locks.confirmClear', { who: lock.username ?? t('locks.anyUser'), ip: lock.ip }),
      confirmLabel: t('locks.clear'),
      onConfirm: () =>
        clear.mutate(
          { kind: lock.kind, username: lock.username ?? undefined, ip: lock.ip },
          { onSuccess: () => notifySuccess(t('locks.cleared', { ip: lock.ip })), onError: notifyError },
        ),
    });

  return (
    <Paper withBorder p="md" data-testid="login-locks">
      <Stack gap="sm">
        <Title order={4}>{t('locks.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('locks.help')}
        </Text>
        {locks.isError && !locks.data ? (
          // A failed read is not "no locks": say so, with retry.
          <QueryErrorRows query={locks} />
        ) : rows.length === 0 ? (
          <Text size="sm" data-testid="login-locks-empty">
            {locks.isLoading ? t('locks.loading') : t('locks.empty')}
          </Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('locks.user')}</Table.Th>
                <Table.Th>{t('locks.address')}</Table.Th>
                <Table.Th>{t('locks.failures')}</Table.Th>
                <Table.Th>{t('locks.lastFailure')}</Table.Th>
                <Table.Th>{t('locks.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((lock) => (
                <Table.Tr key={`${lock.kind}:${lock.username ?? ''}:${lock.ip}`} data-testid="login-lock-row">
                  <Table.Td>{lock.username ?? t('locks.anyUser')}</Table.Td>
                  <Table.Td>{lock.ip}</Table.Td>
                  <Table.Td>{lock.failures}</Table.Td>
                  <Table.Td>{lock.lastFailureAt ? format.dateTime(lock.lastFailureAt) : ''}</Table.Td>
                  <Table.Td>
                    {lock.lockedUntil ? (
                      <Badge color="red" variant="light">
                        {t('locks.lockedUntil', { at: format.dateTime(lock.lockedUntil) })}
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light">
                        {t('locks.counting')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td align="right">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => confirmClear(lock)}
                      data-testid="login-lock-clear"
                    >
                      {t('locks.clear')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
