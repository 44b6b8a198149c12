import type { ReferenceData } from '@freight/shared';
import { Alert, Box, Button, Fieldset, Group, List, Stack } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { AttachmentsSection } from './attachments-section';
import { DetailsSection } from './details-section';
import { EquipmentSection } from '@/components/request-form/equipment-section';
import { ExpressSection } from './express-section';
import type { RequestFormValues } from '@/components/request-form/form-values';
import { GoodsSection } from '@/components/request-form/goods-section';
import { InstantQuotePanel } from './instant-quote-panel';
import { NotesSection } from './notes-section';
import { PackingSection } from '@/components/request-form/packing-section';
import { PickupSection } from './pickup-section';
import { RouteSection } from '@/components/request-form/route-section';
import { ServiceSection } from './service-section';
import { useRequestForm } from './use-request-form';
import { useDirtyReport } from '@/components/unsaved';
import { AutosaveStatusText } from './autosave/autosave-status';
import { CrashTrigger } from './autosave/crash-trigger';
import type { RequestAutosave } from './autosave/request-autosave';

function Section({ legend, children, testId }: { legend: string; children: ReactNode; testId: string }) {
  return (
    <Fieldset legend={legend} data-testid={testId}>
      {children}
    </Fieldset>
  );
}

type QuotationRequestFormProps = {
  reference: ReferenceData;
  initialValues: RequestFormValues;
  /** What "unsaved changes" compares with, when the form starts from restored work. */
  dirtyBaseline?: RequestFormValues;
  autosave: RequestAutosave;
  onCreated: (reference: string) => void;
  onCancel: () => void;
  /** Lets the drawer ask, before closing, whether there is unsaved work. */
  dirtyRef: RefObject<() => boolean>;
};

const SEND_LABEL = { rate: 'sendPriced', rule: 'sendByRule', pricing: 'send' } as const;

/** The request form: only the sections that fit the chosen service, then send, save as draft or cancel. */
export function QuotationRequestForm({
  reference,
  initialValues,
  dirtyBaseline,
  autosave,
  onCreated,
  onCancel,
  dirtyRef,
}: QuotationRequestFormProps) {
  const { t } = useTranslation('quotationForm');
  const { context, submit, saveAsDraft, submitting, savingDraft, unplacedErrors, instant } = useRequestForm({
    reference,
    initialValues,
    dirtyBaseline,
    autosave,
    onCreated,
  });
  const { form, sections } = context;

  useDirtyReport(dirtyRef, () => form.isDirty());

  return (
    <AppForm onSubmit={submit} focusFirstField long data-testid="request-form">
      <CrashTrigger />
      <Stack gap="md" pb={72}>
        <Section legend={t('sections.service')} testId="request-form-section-service">
          <ServiceSection {...context} />
        </Section>
        {sections.route && (
          <Section legend={t('sections.route')} testId="request-form-section-route">
            <RouteSection {...context} />
          </Section>
        )}
        {sections.pickup && (
          <Section legend={t('sections.pickup')} testId="request-form-section-pickup">
            <PickupSection {...context} />
          </Section>
        )}
        {sections.express && (
          <Section legend={t('sections.express')} testId="request-form-section-express">
            <ExpressSection {...context} />
          </Section>
        )}
        {sections.containers && (
          <Section legend={t('sections.containers')} testId="request-form-section-containers">
            <EquipmentSection context={context} path="containers" />
          </Section>
        )}
        {sections.trucks && (
          <Section legend={t('sections.trucks')} testId="request-form-section-trucks">
            <EquipmentSection context={context} path="trucks" />
          </Section>
        )}
        {sections.packing && (
          <Section legend={t('sections.packing')} testId="request-form-section-packing">
            <PackingSection {...context} />
          </Section>
        )}
        {!sections.express && (
          <Section legend={t('sections.instant')} testId="request-form-section-instant">
            <InstantQuotePanel
              {...context}
              choice={instant.choice}
              onChoose={instant.choose}
              onRuleOffered={instant.offerRule}
            />
          </Section>
        )}
        <Section legend={t('sections.goods')} testId="request-form-section-goods">
          <GoodsSection {...context} />
        </Section>
        <Section legend={t('sections.details')} testId="request-form-section-details">
          <DetailsSection {...context} />
        </Section>
        <Section legend={t('sections.notes')} testId="request-form-section-notes">
          <NotesSection {...context} />
        </Section>
        <Section legend={t('sections.attachments')} testId="request-form-section-attachments">
          <AttachmentsSection {...context} />
        </Section>
        {unplacedErrors.length > 0 && (
          <Alert color="red" variant="light" title={t('invalid')} data-testid="request-form-server-errors">
            <List size="sm">
              {unplacedErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
      {/* Actions stay in view at the bottom of the drawer while the form scrolls. */}
      <Box
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
      >
        <Group justify="flex-end" gap="sm">
          <AutosaveStatusText autosave={autosave} />
          <Button variant="default" onClick={onCancel} data-testid="request-form-cancel">
            {t('actions.cancel')}
          </Button>
          <Button
            variant="light"
            loading={savingDraft}
            onClick={() => void saveAsDraft()}
            data-testid="request-form-save-draft"
          >
            {t('actions.saveDraft')}
          </Button>
          <Button type="submit" loading={submitting} data-testid="request-form-submit">
            {t(`actions.${SEND_LABEL[instant.choice.kind]}`)}
          </Button>
        </Group>
      </Box>
    </AppForm>
  );
}
