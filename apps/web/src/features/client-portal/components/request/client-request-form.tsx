import type { ClientQuotationRequestResult, ReferenceData } from '@freight/shared';
import { Alert, Button, Fieldset, Group, List, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConfirm } from '@/components/confirm';
import { DateTextInput, todayIn } from '@/components/dates';
import { AppForm } from '@/components/forms';
import { EquipmentSection } from '@/components/request-form/equipment-section';
import { fromFieldErrors, isLiveRule } from '@/components/request-form/form-rules';
import { formSections, type RequestFormValues } from '@/components/request-form/form-values';
import { GoodsSection } from '@/components/request-form/goods-section';
import { PackingSection } from '@/components/request-form/packing-section';
import { messagesByPath } from '@/components/request-form/problem-messages';
import type { RequestFormContext } from '@/components/request-form/request-form-context';
import { RouteSection } from '@/components/request-form/route-section';
import { validationFields } from '@/components/request-form/server-problems';
import { ServicePicker } from '@/components/request-form/service-picker';
import { translateError } from '@/lib/errors';
import { useFormatters } from '@/lib/formatting';
import { browserStorage } from '@/lib/browser-storage';
import { useSession } from '@/lib/session';
import { useRequestPortalQuotation } from '../../api/request-portal-quotation';
import { clearPortalDraft, portalDraftKey, readPortalDraft, writePortalDraft } from './portal-request-draft';
import { RequestFiles } from './request-files';
import { UsualLanes } from './usual-lanes';
import { initialPortalRequestValues, portalProblems, portalReference, toPortalBody } from './client-request-values';

function Section({ legend, children, testId }: { legend: string; children: ReactNode; testId: string }) {
  return (
    <Fieldset legend={legend} data-testid={testId} miw={0}>
      {children}
    </Fieldset>
  );
}

// Paths the form shows an error at; any other server message goes to the summary alert.
const PLACED = new Set([
  'service',
  'origin',
  'destination',
  'incoterm',
  'goodsReadyDate',
  'containers',
  'trucks',
  'packingLines',
  'measureSystem',
  'commodityType',
  'goodsDescription',
  'stackable',
  'clientReference',
  'attachments',
]);
const isPlaced = (path: string) => PLACED.has(path.split('.')[0]);

/**
 * The client's request (issue 43): the staff form's lane and cargo sections, checked by the same
 * rules, plus the client's own reference and notes; confirmed before it is sent.
 */
export function ClientRequestForm({
  reference: staffReference,
  onAnswered,
}: {
  reference: ReferenceData;
  onAnswered: (result: ClientQuotationRequestResult) => void;
}) {
  const { t, i18n } = useTranslation(['clientPortal', 'quotationForm', 'common']);
  const format = useFormatters();
  const { timeZone } = format;
  const reference = useMemo(() => portalReference(staffReference), [staffReference]);
  // What was typed last time in this browser, until it is sent or discarded.
  const draftKey = portalDraftKey(useSession()?.claims.user_username ?? 'anonymous');
  const [kept, setKept] = useState(() => readPortalDraft(browserStorage(), draftKey, Date.now()));
  const form = useForm<RequestFormValues>({
    mode: 'controlled',
    initialValues: kept?.values ?? initialPortalRequestValues(),
  });
  const [notes, setNotes] = useState(kept?.notes ?? '');
  const typed = useRef(false);
  useEffect(() => {
    // The opening render is not typing: only the client's changes are kept.
    if (!typed.current) {
      typed.current = true;
      return;
    }
    writePortalDraft(browserStorage(), draftKey, { values: form.values, notes, savedAt: Date.now() });
  }, [form.values, notes, draftKey]);
  const discard = () => {
    clearPortalDraft(browserStorage(), draftKey);
    form.setValues(initialPortalRequestValues());
    setNotes('');
    setKept(null);
    typed.current = false;
  };
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useRequestPortalQuotation();

  const today = todayIn(new Date(), timeZone);
  const problems = useMemo(() => portalProblems(form.values, today), [form.values, today]);
  const shown = attempted ? problems : problems.filter((p) => isLiveRule(p.rule));
  const live = useMemo(() => messagesByPath(t, i18n.language, shown), [t, i18n.language, shown]);
  const errorOf = (path: string): string | undefined => {
    const server = form.errors[path];
    return typeof server === 'string' ? server : live[path];
  };
  const sections = formSections(form.values);
  const context: RequestFormContext = { form, reference, sections, errorOf };
  const unplaced = [
    ...Object.entries(form.errors).flatMap(([path, m]) => (!isPlaced(path) && typeof m === 'string' ? [m] : [])),
    ...(attempted ? Object.entries(live).flatMap(([path, m]) => (isPlaced(path) ? [] : [m])) : []),
  ];

  const post = () => {
    setFailure(null);
    send.mutate(toPortalBody(form.getValues(), notes), {
      onSuccess: (result) => {
        clearPortalDraft(browserStorage(), draftKey);
        onAnswered(result);
      },
      onError: (error) => {
        const fields = validationFields(error);
        if (fields) form.setErrors(messagesByPath(t, i18n.language, fromFieldErrors(fields)));
        else setFailure(translateError(t, error));
      },
    });
  };
  const submit = () => {
    setAttempted(true);
    if (problems.length > 0) return;
    openConfirm({ message: t('request.confirm'), confirmLabel: t('request.send'), onConfirm: post });
  };

  return (
    <AppForm onSubmit={submit} data-testid="portal-request-form">
      <Stack gap="md">
        {kept && (
          <Alert variant="light" data-testid="portal-request-draft">
            <Group justify="space-between" gap="xs">
              {t('request.draftRestored', { at: format.dateTime(new Date(kept.savedAt)) })}
              <Button size="compact-sm" variant="subtle" onClick={discard} data-testid="portal-request-draft-discard">
                {t('request.draftDiscard')}
              </Button>
            </Group>
          </Alert>
        )}
        <Section legend={t('quotationForm:fields.service')} testId="portal-request-service">
          <ServicePicker form={form} reference={reference} />
        </Section>
        <Section legend={t('quotationForm:sections.route')} testId="portal-request-route">
          <Stack gap="sm">
            <UsualLanes form={form} />
            <RouteSection {...context} />
            <DateTextInput
              label={t('quotationForm:fields.goodsReadyDate')}
              value={form.values.goodsReadyDate}
              onChange={(value) => form.setFieldValue('goodsReadyDate', value)}
              error={errorOf('goodsReadyDate')}
              data-testid="request-form-goods-ready-date"
            />
          </Stack>
        </Section>
        {sections.containers && (
          <Section legend={t('quotationForm:sections.containers')} testId="portal-request-containers">
            <EquipmentSection context={context} path="containers" />
          </Section>
        )}
        {sections.trucks && (
          <Section legend={t('quotationForm:sections.trucks')} testId="portal-request-trucks">
            <EquipmentSection context={context} path="trucks" />
          </Section>
        )}
        {sections.packing && (
          <Section legend={t('quotationForm:sections.packing')} testId="portal-request-packing">
            <PackingSection {...context} />
          </Section>
        )}
        <Section legend={t('request.goods')} testId="portal-request-goods">
          <GoodsSection {...context} withValue={false} />
        </Section>
        <Section legend={t('request.files')} testId="portal-request-files-section">
          <RequestFiles form={form} errorOf={errorOf} />
        </Section>
        <Section legend={t('request.yours')} testId="portal-request-yours">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('quotationForm:fields.clientReference')}
              maxLength={60}
              {...form.getInputProps('clientReference')}
              error={errorOf('clientReference')}
              data-testid="request-form-client-reference"
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label={t('request.notes')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={4000}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
            data-testid="portal-request-notes"
          />
        </Section>
        {unplaced.length > 0 && (
          <Alert color="red" variant="light" title={t('quotationForm:invalid')} data-testid="portal-request-problems">
            <List size="sm">
              {[...new Set(unplaced)].map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" data-testid="portal-request-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/client-quotation" variant="default" data-testid="portal-request-cancel">
            {t('request.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} data-testid="portal-request-submit">
            {t('request.send')}
          </Button>
        </Group>
      </Stack>
    </AppForm>
  );
}
