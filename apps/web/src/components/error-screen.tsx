import { Center, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type ErrorScreenProps = { code: string; title: string; body: string; actions: ReactNode; testId: string };

export function ErrorScreen({ code, title, body, actions, testId }: ErrorScreenProps) {
  return (
    <Center mih="60vh" data-testid={testId}>
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text fz={72} fw={800} c="orange" lh={1}>
          {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{body}</Text>
        <Group mt="md">{actions}</Group>
      </Stack>
    </Center>
  );
}
