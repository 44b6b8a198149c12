import { Center, Paper, Stack, Text, Title } from '@mantine/core';

export type AgentStateKind =
  'alreadySent' | 'declined' | 'declineSent' | 'cancelled' | 'invalid' | 'expired' | 'revoked' | 'sent' | 'error';

/** A full-page message in place of the form: the link cannot (or need not) be used any more. */
export function AgentState({ kind, title, message }: { kind: AgentStateKind; title: string; message: string }) {
  return (
    <Center mih="80vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%" data-testid={`agent-state-${kind}`}>
        <Stack gap="sm" align="center">
          <Title order={2} ta="center" data-testid="agent-state-title">
            {title}
          </Title>
          <Text ta="center" data-testid="agent-state-message">
            {message}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
