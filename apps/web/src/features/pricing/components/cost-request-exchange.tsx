import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import type { CostQuestionInfo, CostRequestInfo } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { useFormatters } from '@/lib/formatting';
import { formatFileSize, saveFile } from '@/components/files/save-file';
import { downloadCostRequestFile, useAnswerCostQuestion } from '../api/pricing-api';
import { CostRequestMails } from './cost-request-mails';

function FileDownload({
  reference,
  request,
  file,
}: {
  reference: string;
  request: CostRequestInfo;
  file: CostRequestInfo['files'][number];
}) {
  const { t } = useTranslation('pricing');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const got = await downloadCostRequestFile(reference, request.id, file.id);
      saveFile(got.blob, got.fileName ?? file.name);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs" data-testid="cost-request-file">
      <Text size="sm" data-testid="cost-request-file-name">
        {file.name}
      </Text>
      <Text size="xs" c="dimmed">
        {formatFileSize(file.sizeBytes)}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        loading={busy}
        onClick={() => void download()}
        data-testid="cost-request-file-download"
      >
        {t('requests.exchange.download')}
      </Button>
    </Group>
  );
}

function Question({
  reference,
  request,
  question,
  canAnswer,
}: {
  reference: string;
  request: CostRequestInfo;
  question: CostQuestionInfo;
  canAnswer: boolean;
}) {
  const { t } = useTranslation('pricing');
  const format = useFormatters();
  const answer = useAnswerCostQuestion(reference);
  const [text, setText] = useState('');
  // The answer is e-mailed to the agent at once and a question takes one answer: asked first.
  const send = () => {
    const reply = text.trim();
    openConfirm({
      message: (
        <Stack gap="xs">
          <Text size="sm">{t('requests.exchange.confirmSend', { provider: request.provider.name })}</Text>
          <Text
            size="sm"
            c="dimmed"
            lineClamp={8}
            style={{ whiteSpace: 'pre-wrap' }}
            data-testid="cost-request-answer-preview"
          >
            {reply}
          </Text>
        </Stack>
      ),
      confirmLabel: t('requests.exchange.send'),
      onConfirm: () =>
        answer.mutate(
          { requestId: request.id, questionId: question.id, text: reply },
          { onSuccess: () => notifySuccess(t('requests.exchange.answered')), onError: notifyError },
        ),
    });
  };
  return (
    <Card withBorder padding="xs" data-testid="cost-request-question">
      <Text size="xs" c="dimmed">
        {request.provider.name} · {format.dateTime(question.askedAt)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="cost-request-question-text">
        {question.question}
      </Text>
      {question.answer ? (
        <Stack gap={0} mt="xs" pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-orange-6)' }}>
          <Text size="xs" c="dimmed">
            {question.answeredBy ?? '—'}
            {question.answeredAt ? ` · ${format.dateTime(question.answeredAt)}` : ''}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="cost-request-question-answer">
            {question.answer}
          </Text>
        </Stack>
      ) : canAnswer && !request.cancelledAt ? (
        <Stack gap={4} mt="xs">
          <Textarea
            aria-label={t('requests.exchange.answerLabel', { provider: request.provider.name })}
            placeholder={t('requests.exchange.answerPlaceholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            data-testid="cost-request-answer-input"
          />
          <Group>
            <Button
              size="compact-sm"
              onClick={send}
              disabled={!text.trim()}
              loading={answer.isPending}
              data-testid="cost-request-answer-send"
            >
              {t('requests.exchange.send')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          {t('requests.exchange.waiting')}
        </Text>
      )}
    </Card>
  );
}

/** Beside an agent's request: the files it attached (download), its questions with the answers, and its mails. */
export function CostRequestExchange({
  reference,
  request,
  canAnswer,
}: {
  reference: string;
  request: CostRequestInfo;
  canAnswer: boolean;
}) {
  const { t } = useTranslation('pricing');
  return (
    <Stack gap="xs" data-testid="cost-request-exchange">
      {request.files.length > 0 && (
        <Stack gap={2} data-testid="cost-request-files">
          <Text size="sm" fw={500}>
            {t('requests.exchange.files')}
          </Text>
          {request.files.map((f) => (
            <FileDownload key={f.id} reference={reference} request={request} file={f} />
          ))}
        </Stack>
      )}
      {request.questions.length > 0 && (
        <Stack gap={4} data-testid="cost-request-questions">
          <Text size="sm" fw={500}>
            {t('requests.exchange.questions')}
          </Text>
          {request.questions.map((q) => (
            <Question key={q.id} reference={reference} request={request} question={q} canAnswer={canAnswer} />
          ))}
        </Stack>
      )}
      {request.mailCount > 0 && <CostRequestMails reference={reference} request={request} />}
    </Stack>
  );
}
