import { Button, Card, FileButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { MAX_FILES_PER_COST_REQUEST, UPLOAD_ACCEPT, type AgentCostContext } from '@freight/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/components/notify';
import { useAskAgentQuestion, useUploadAgentFile } from '../api/agent-cost-request';
import { requestTime } from './request-time';

/** Files the agent attaches to its answer (its quote, a tariff sheet); only pricing sees them. */
function AgentFiles({
  t,
  token,
  job,
  onFinal,
}: {
  t: TFunction;
  token: string;
  job: AgentCostContext;
  onFinal: (error: unknown) => boolean;
}) {
  const upload = useUploadAgentFile(token);
  const full = job.files.length >= MAX_FILES_PER_COST_REQUEST;
  return (
    <Stack gap="xs" data-testid="agent-files">
      <Title order={3}>{t('agentCosts:exchange.filesTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('agentCosts:exchange.filesHint', { max: MAX_FILES_PER_COST_REQUEST })}
      </Text>
      {job.files.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="agent-files-empty">
          {t('agentCosts:exchange.noFiles')}
        </Text>
      ) : (
        <Stack gap={2}>
          {job.files.map((f) => (
            <Text key={f.id} size="sm" data-testid="agent-file">
              {f.name}
            </Text>
          ))}
        </Stack>
      )}
      <Group>
        <FileButton
          accept={Object.keys(UPLOAD_ACCEPT).join(',')}
          inputProps={{ 'data-testid': 'agent-file-input' } as object}
          onChange={(file) =>
            file &&
            upload.mutate(file, {
              onSuccess: (info) => notifySuccess(t('agentCosts:exchange.uploaded', { name: info.name })),
              onError: (error) => {
                if (!onFinal(error)) notifyError(error);
              },
            })
          }
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={upload.isPending}
              disabled={full}
              data-testid="agent-file-attach"
            >
              {t('agentCosts:exchange.attach')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
}

/** Questions to the analyst and their answers (also sent by e-mail). */
function AgentQuestions({
  t,
  token,
  job,
  onFinal,
}: {
  t: TFunction;
  token: string;
  job: AgentCostContext;
  onFinal: (error: unknown) => boolean;
}) {
  const ask = useAskAgentQuestion(token);
  const [text, setText] = useState('');
  const send = () => {
    if (!text.trim()) return;
    ask.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        notifySuccess(t('agentCosts:exchange.asked'));
      },
      onError: (error) => {
        if (!onFinal(error)) notifyError(error);
      },
    });
  };
  return (
    <Stack gap="xs" data-testid="agent-questions">
      <Title order={3}>{t('agentCosts:exchange.questionsTitle')}</Title>
      {job.questions.map((q) => (
        <Card key={q.id} withBorder padding="sm" data-testid="agent-question">
          <Text size="xs" c="dimmed">
            {t('agentCosts:exchange.you')} · {requestTime(q.askedAt, job.timeZone)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="agent-question-text">
            {q.question}
          </Text>
          {q.answer ? (
            <Stack gap={0} mt="xs" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-orange-6)' }}>
              <Text size="xs" c="dimmed">
                {q.answeredBy ?? job.requester.analystName ?? job.requester.companyName}
                {q.answeredAt ? ` · ${requestTime(q.answeredAt, job.timeZone)}` : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="agent-question-answer">
                {q.answer}
              </Text>
            </Stack>
          ) : (
            <Text size="xs" c="dimmed" mt={4} data-testid="agent-question-waiting">
              {t('agentCosts:exchange.waiting')}
            </Text>
          )}
        </Card>
      ))}
      <Textarea
        label={t('agentCosts:exchange.question')}
        placeholder={t('agentCosts:exchange.questionPlaceholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
        data-testid="agent-question-input"
      />
      <Group>
        <Button
          variant="light"
          onClick={send}
          disabled={!text.trim()}
          loading={ask.isPending}
          data-testid="agent-question-send"
        >
          {t('agentCosts:exchange.ask')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The agent's files and questions, beside the costs form. `onFinal` ends the page on a closed link (true when it did). */
export function AgentExchange(props: {
  t: TFunction;
  token: string;
  job: AgentCostContext;
  onFinal: (error: unknown) => boolean;
}) {
  return (
    <Card withBorder padding="md" data-testid="agent-exchange">
      <Stack gap="lg">
        <AgentQuestions {...props} />
        <AgentFiles {...props} />
      </Stack>
    </Card>
  );
}
