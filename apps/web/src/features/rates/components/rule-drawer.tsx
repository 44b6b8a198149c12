import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  RULE_FILTER_CONDITIONS,
  RULE_FILTER_TYPES,
  type QuotationRuleItem,
  type RuleCondition,
  type RuleFilterType,
  type RuleTestResult,
} from '@freight/shared';
import { useForm } from '@mantine/form';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/forms';
import { NumericInput } from '@/components/number-input';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard } from '@/components/unsaved';
import { isApiError } from '@/lib/api-client';
import { useFormatters } from '@/lib/formatting';
import type { FieldError } from '@freight/shared';
import { useRates } from '../api/get-rates';
import { useSaveRule, useTestRule } from '../api/rules-api';
import { BADGE_FIT } from './use-rate-columns';
import { newFilter, ruleBody, ruleFormProblems, ruleFormValues, type RuleFormValues } from './rule-form-values';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

export type RuleDrawerTarget = { kind: 'new'; nextPosition: number } | { kind: 'edit'; rule: QuotationRuleItem } | null;

/** Create or edit a rule: name, margin, order, flags, an optional named rate and its filters; "test this rule" beside. */
export function RuleDrawer({ target, onClose }: { target: RuleDrawerTarget; onClose: () => void }) {
  useReturnFocus(target !== null);
  const { t } = useTranslation('rates');
  const { dirtyRef, requestClose } = useDiscardGuard();
  // Escape and the dimmed page ask first when the rule was changed and not saved; a save closes at once.
  const close = () => requestClose(onClose);
  return (
    <Drawer
      opened={target !== null}
      onClose={close}
      position="right"
      size="xl"
      title={target?.kind === 'edit' ? t('rules.editTitle') : t('rules.newTitle')}
    >
      {target && (
        <RuleForm
          key={target.kind === 'edit' ? target.rule.id : 'new'}
          target={target}
          onDone={onClose}
          dirtyRef={dirtyRef}
        />
      )}
    </Drawer>
  );
}

type RuleFormProps = {
  target: NonNullable<RuleDrawerTarget>;
  onDone: () => void;
  /** Set to whether the rule has unsaved changes (a test run changes nothing). */
  dirtyRef: RefObject<() => boolean>;
};

function RuleForm({ target, onDone, dirtyRef }: RuleFormProps) {
  const { t } = useTranslation('rates');
  const f = useFormatters();
  const rule = target.kind === 'edit' ? target.rule : null;
  const form = useForm<RuleFormValues>({
    mode: 'controlled',
    initialValues: ruleFormValues(rule, target.kind === 'new' ? target.nextPosition : 0),
  });
  useDirtyReport(dirtyRef, () => form.isDirty());
  const save = useSaveRule();
  const tester = useTestRule();
  const [tested, setTested] = useState<RuleTestResult | null>(null);
  const rates = useRates({ limit: 100, order: 'asc', sort: 'validTo', validity: 'VALID_TODAY' });
  const message = (r: string) => t(`rules.problems.${r}`, { defaultValue: t('rules.problems.invalid') });
  const showProblems = (problems: Record<string, string>) =>
    form.setErrors(Object.fromEntries(Object.entries(problems).map(([k, r]) => [k, message(r)])));
  const v = form.values;

  const submit = async () => {
    const problems = ruleFormProblems(v);
    showProblems(problems);
    if (Object.keys(problems).length) return;
    try {
      await save.mutateAsync({ id: rule?.id, body: ruleBody(v) });
      notifySuccess(t('rules.toasts.saved'));
      onDone();
    } catch (error) {
      if (isApiError(error) && Array.isArray(error.details?.fields))
        showProblems(
          Object.fromEntries((error.details.fields as FieldError[]).map((x) => [x.field, x.rules[0] ?? 'invalid'])),
        );
      notifyError(error);
    }
  };

  const runTest = () => {
    const problems = ruleFormProblems({ ...v, name: v.name || '-' });
    showProblems(problems);
    if (Object.keys(problems).length) return;
    const body = ruleBody(v);
    tester.mutate({ filters: body.filters, rateKey: body.rateKey }, { onSuccess: setTested, onError: notifyError });
  };

  // The rule's saved rate, when no longer among today's, goes last: the first option is the one a
  // typed text's Enter picks, and it should be the best match, not the saved rate again.
  const rateData = [
    ...(rates.data?.items ?? []).map((r) => ({
      value: r.rateKey,
      label: `${r.originCode} → ${r.destinationCode} · ${r.carrier.code} · ${r.description}`,
    })),
    ...(rule?.rate && !(rates.data?.items ?? []).some((r) => r.rateKey === rule.rate!.rateKey)
      ? [{ value: rule.rate.rateKey, label: rule.rate.label }]
      : []),
  ];

  return (
    <AppForm onSubmit={form.onSubmit(() => submit())} long data-testid="rule-form">
      <Stack gap="sm">
        <TextInput label={t('rules.fields.name')} required {...form.getInputProps('name')} data-testid="rule-name" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumericInput
            label={t('rules.fields.margin')}
            value={v.marginPercent}
            onChange={(x) => form.setFieldValue('marginPercent', typeof x === 'number' ? x : '')}
            data-testid="rule-margin"
          />
          <NumericInput
            label={t('rules.fields.position')}
            value={v.position}
            onChange={(x) => form.setFieldValue('position', typeof x === 'number' ? x : '')}
            decimalScale={0}
            data-testid="rule-position"
          />
          <Stack gap={6} justify="flex-end">
            <Checkbox
              label={t('rules.fields.active')}
              {...form.getInputProps('active', { type: 'checkbox' })}
              data-testid="rule-active"
            />
            <Checkbox
              label={t('rules.fields.send')}
              {...form.getInputProps('send', { type: 'checkbox' })}
              data-testid="rule-send"
            />
          </Stack>
        </SimpleGrid>
        <Select
          label={t('rules.fields.rate')}
          placeholder={t('rules.fields.cheapest')}
          description={t('rules.fields.rateHint')}
          data={rateData}
          value={v.rateKey}
          onChange={(x) => form.setFieldValue('rateKey', x)}
          searchable
          clearable
          data-testid="rule-rate"
        />
        <Text fw={600}>{t('rules.filtersTitle')}</Text>
        {v.filters.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('rules.noFilters')}
          </Text>
        )}
        {v.filters.map((x, i) => (
          <Group key={x.key} align="flex-start" gap="xs" wrap="nowrap" data-testid={`rule-filter-${i}`}>
            <Select<RuleFilterType>
              aria-label={t('rules.fields.filterType')}
              data={RULE_FILTER_TYPES.map((value) => ({ value, label: t(`rules.filterTypes.${value}`) }))}
              value={x.filterType}
              onChange={(val) => val && form.setFieldValue(`filters.${i}.filterType`, val)}
              allowDeselect={false}
              w={200}
              data-testid={`rule-filter-${i}-type`}
            />
            <Select<RuleCondition>
              aria-label={t('rules.fields.condition')}
              data={RULE_FILTER_CONDITIONS.map((value) => ({ value, label: t(`rules.conditions.${value}`) }))}
              value={x.condition}
              onChange={(val) => val && form.setFieldValue(`filters.${i}.condition`, val)}
              allowDeselect={false}
              w={170}
              data-testid={`rule-filter-${i}-condition`}
            />
            <TextInput
              aria-label={t('rules.fields.value')}
              placeholder={t(`rules.valueHints.${x.condition}`)}
              {...form.getInputProps(`filters.${i}.value`)}
              style={{ flex: 1 }}
              data-testid={`rule-filter-${i}-value`}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={6}
              aria-label={t('rules.removeFilter')}
              onClick={() => form.removeListItem('filters', i)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            onClick={() => form.insertListItem('filters', newFilter())}
            data-testid="rule-add-filter"
          >
            {t('rules.addFilter')}
          </Button>
        </Group>
        <Group justify="space-between">
          <Button variant="default" onClick={runTest} loading={tester.isPending} data-testid="rule-test">
            {t('rules.test')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="rule-save">
            {t('actions.save')}
          </Button>
        </Group>
        {tested && (
          <Stack gap={4} data-testid="rule-test-result">
            <Alert color={tested.matched > 0 ? 'green' : 'gray'}>
              {t('rules.testSummary', { matched: tested.matched, count: tested.tested })}
            </Alert>
            <ScrollArea h={280}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('rules.testColumns.reference')}</Table.Th>
                    <Table.Th>{t('rules.testColumns.date')}</Table.Th>
                    <Table.Th>{t('rules.testColumns.client')}</Table.Th>
                    <Table.Th>{t('rules.testColumns.lane')}</Table.Th>
                    <Table.Th>{t('rules.testColumns.result')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tested.rows.map((r) => (
                    <Table.Tr key={r.reference} data-testid="rule-test-row" data-matched={r.matched}>
                      <Table.Td>{r.reference}</Table.Td>
                      <Table.Td>{f.dateTime(r.createdAt)}</Table.Td>
                      <Table.Td>{r.clientName}</Table.Td>
                      <Table.Td>
                        {r.originCode ?? '—'} → {r.destinationCode ?? '—'} · {t(`services.${r.service}`)}
                      </Table.Td>
                      <Table.Td>
                        {r.matched ? (
                          <Badge color={r.priceable ? 'green' : 'blue'} style={BADGE_FIT}>
                            {t(r.priceable ? 'rules.wouldPrice' : 'rules.wouldMatch')}
                          </Badge>
                        ) : (
                          <Badge color="gray" variant="light" style={BADGE_FIT}>
                            {t('rules.noMatch')}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Stack>
        )}
      </Stack>
    </AppForm>
  );
}
