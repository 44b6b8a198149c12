import { Button, Group, MultiSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SUPPORT_TICKET_PRIORITIES,
  supportTicketProblems,
  type SupportTicketPriority,
  type SupportTicketRule,
} from '@freight/shared';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { DateTextInput, todayIn } from '@/components/dates';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard } from '@/components/unsaved';
import { i18n } from '@/lib/i18n';
import { preferencesStore } from '@/lib/preferences';
import { useSupportLinkOptions, useSupportProductErrors, useSupportProducts, useSupportUsers } from '../api/reference';
import { useCreateTicket } from '../api/tickets';
import { AttachmentsField } from './attachments-field';

type Props = {
  /** The widget has no title, priority or due date (spec section 2); the new-ticket screen has them. */
  variant: 'widget' | 'full';
  onCancel: () => void;
  onCreated?: (ticketId: string) => void;
  testId: string;
  /** Set to whether anything has been entered (the panel or modal around asks before losing it). */
  dirtyRef?: RefObject<() => boolean>;
};

type Draft = {
  relatedUserIds: string[];
  productId: string | null;
  errorId: string | null;
  title: string;
  description: string;
  priority: SupportTicketPriority;
  dueDate: string | null;
  /** `Q:<reference>` or `O:<reference>`: one of the user's own quotations or operations. */
  link: string | null;
  files: File[];
};

const EMPTY: Draft = {
  relatedUserIds: [],
  productId: null,
  errorId: null,
  title: '',
  description: '',
  priority: 'MEDIUM',
  dueDate: null,
  link: null,
  files: [],
};

/** The question before a ticket form with something in it is closed (give its dirtyRef to the form). */
export function useTicketDiscardGuard() {
  const { t } = useTranslation('support');
  return useDiscardGuard({ message: t('discard.message'), confirm: t('discard.confirm'), keep: t('discard.keep') });
}

/** Nothing entered yet: closing loses nothing. */
export function isBlankTicket(draft: Draft): boolean {
  return (
    draft.relatedUserIds.length === 0 &&
    draft.productId === null &&
    draft.errorId === null &&
    draft.title.trim() === '' &&
    draft.description.trim() === '' &&
    draft.priority === EMPTY.priority &&
    draft.dueDate === null &&
    draft.link === null &&
    draft.files.length === 0
  );
}

/** One toast per failed ticket rule (spec section 5). */
export function notifyRule(rule: SupportTicketRule): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common:alerts.errorTitle'),
    message: i18n.t(`support:rules.${rule}`),
  });
}

/** A new ticket: each failed rule shows its own error toast and blocks sending; after a send the form resets. */
export function TicketForm({ variant, onCancel, onCreated, testId, dirtyRef }: Props) {
  const { t } = useTranslation('support');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  useDirtyReport(dirtyRef, () => !isBlankTicket(draft));
  const products = useSupportProducts();
  const users = useSupportUsers();
  const links = useSupportLinkOptions();
  const product = products.data?.find((p) => String(p.id) === draft.productId) ?? null;
  const errors = useSupportProductErrors(product?.name ?? null);
  const create = useCreateTicket();
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const full = variant === 'full';

  const submit = () => {
    const problems = supportTicketProblems(
      {
        description: draft.description,
        productId: draft.productId === null ? null : Number(draft.productId),
        errorId: draft.errorId === null ? null : Number(draft.errorId),
        title: full ? draft.title : undefined,
        dueDate: full ? draft.dueDate : undefined,
      },
      todayIn(new Date(), preferencesStore.get().timeZone),
    );
    if (problems.length > 0) {
      problems.forEach(notifyRule);
      return;
    }
    const error = errors.data?.find((e) => String(e.id) === draft.errorId);
    const related = (users.data ?? []).filter((u) => draft.relatedUserIds.includes(u.id));
    create.mutate(
      {
        description: draft.description,
        product: { id: product!.id, name: product!.name },
        error: { id: Number(draft.errorId), name: error?.name ?? '' },
        relatedUsers: related,
        files: draft.files,
        ...(draft.link?.startsWith('Q:') ? { quotationReference: draft.link.slice(2) } : {}),
        ...(draft.link?.startsWith('O:') ? { operationReference: draft.link.slice(2) } : {}),
        ...(full ? { title: draft.title, priority: draft.priority, dueDate: draft.dueDate ?? undefined } : {}),
      },
      {
        onSuccess: (ticket) => {
          notifySuccess(t('created', { number: ticket.number }));
          onCreated?.(ticket.id);
        },
        onError: notifyError,
        // Spec section 2: after a send attempt the form resets.
        onSettled: () => setDraft(EMPTY),
      },
    );
  };

  return (
    <Stack gap="sm" data-testid={testId}>
      {full && (
        <TextInput
          label={t('fields.title')}
          value={draft.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
          maxLength={200}
          data-testid={`${testId}-title`}
        />
      )}
      <MultiSelect
        label={t('fields.relatedUsers')}
        data={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        value={draft.relatedUserIds}
        onChange={(relatedUserIds) => set({ relatedUserIds })}
        searchable
        clearable
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
        error={failedReadText(t, users)}
        data-testid={`${testId}-related`}
      />
      <Select
        label={t('fields.product')}
        data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={draft.productId}
        // Choosing a product loads its errors and clears the chosen error.
        onChange={(productId) => set({ productId, errorId: null })}
        searchable
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
        error={failedReadText(t, products)}
        data-testid={`${testId}-product`}
      />
      <Select
        label={t('fields.error')}
        data={(errors.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
        value={draft.errorId}
        onChange={(errorId) => set({ errorId })}
        disabled={!product}
        searchable
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
        error={failedReadText(t, errors)}
        data-testid={`${testId}-error`}
      />
      {full && (
        <Group grow align="flex-start">
          <Select
            label={t('fields.priority')}
            data={SUPPORT_TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
            value={draft.priority}
            onChange={(p) => p && set({ priority: p })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
            data-testid={`${testId}-priority`}
          />
          <DateTextInput
            label={t('fields.dueDate')}
            value={draft.dueDate}
            onChange={(dueDate) => set({ dueDate })}
            data-testid={`${testId}-due`}
          />
        </Group>
      )}
      <Select
        label={t('fields.link')}
        placeholder={t('fields.linkNone')}
        data={[
          {
            group: t('fields.linkQuotations'),
            items: (links.data?.quotations ?? []).map((o) => ({ value: `Q:${o.reference}`, label: o.label })),
          },
          {
            group: t('fields.linkOperations'),
            items: (links.data?.operations ?? []).map((o) => ({ value: `O:${o.reference}`, label: o.label })),
          },
        ].filter((g) => g.items.length > 0)}
        value={draft.link}
        onChange={(link) => set({ link })}
        searchable
        clearable
        nothingFoundMessage={t('fields.linkNothing')}
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
        data-testid={`${testId}-link`}
      />
      <Textarea
        label={t('fields.description')}
        value={draft.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
        autosize
        minRows={2}
        maxRows={5}
        data-testid={`${testId}-description`}
      />
      <AttachmentsField files={draft.files} onChange={(files) => set({ files })} testId={`${testId}-attachments`} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('cancel')}
        </Button>
        <Button onClick={submit} loading={create.isPending} data-testid={`${testId}-send`}>
          {t('send')}
        </Button>
      </Group>
    </Stack>
  );
}
