import { SaveCostAsRateButton } from './save-cost-as-rate';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { centsToNumber, type MarginKind, type PricingSummary } from '@freight/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chargeCodeName } from '@freight/shared';
import { currentLanguage } from '@/lib/i18n';
import { openConfirm } from '@/components/confirm';
import { stopOnRefusedNumber } from '@/components/forms';
import { notifyError, notifySuccess } from '@/components/notify';
import { NumericInput, type NumericValue } from '@/components/number-input';
import { Section } from '@/components/quotation/section';
import { useCostComparison, usePublishSells, useSaveSells, useSells } from '../api/pricing-api';
import { CostComparisonTable, type PickedCharge } from './cost-comparison';
import {
  fromServer,
  hasUnsavedLines,
  lineAmounts,
  lineMarginOnSell,
  newLineKey,
  toDto,
  type DraftLine,
} from './sell-lines';
import { useFormatters } from '@/lib/formatting';
import { useMoney } from '@/lib/use-money';
import { TotalsTable } from './sells-totals';
import { useSellsLeaveGuard } from './use-sells-leave-guard';

// Refused text is not a number (NaN); the field keeps showing it and save and publish refuse it.
const toNumber = (value: NumericValue): number => (typeof value === 'number' ? value : Number.NaN);

type LineRowProps = {
  line: DraftLine;
  minMarginPercent: number;
  editable: boolean;
  onChange: (line: DraftLine) => void;
  onRemove: () => void;
};

function LineRow({ line, minMarginPercent, editable, onChange, onRemove }: LineRowProps) {
  const { t } = useTranslation('pricing');
  const money = useMoney();
  const format = useFormatters();
  const amounts = lineAmounts(line);
  const onSell = lineMarginOnSell(line, minMarginPercent);
  return (
    <Table.Tr data-testid="sell-line">
      <Table.Td>
        <Text size="sm" fw={500}>
          {line.chargeCode.concept}
        </Text>
        {line.chargeCode.taxed && (
          <Badge size="xs" variant="light">
            {t('sells.taxed')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          value={line.description}
          onChange={(e) => onChange({ ...line, description: e.currentTarget.value })}
          disabled={!editable}
          maxLength={200}
          aria-label={t('sells.description')}
        />
      </Table.Td>
      <Table.Td ta="right">{money(line.currency, centsToNumber(amounts.cost))}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <SegmentedControl<MarginKind>
            size="xs"
            value={line.marginKind}
            onChange={(marginKind) => onChange({ ...line, marginKind })}
            disabled={!editable}
            data={[
              { value: 'PERCENT', label: '%' },
              { value: 'AMOUNT', label: line.currency },
            ]}
            aria-label={t('sells.marginKind')}
            data-testid="sell-line-margin-kind"
          />
          <NumericInput
            size="xs"
            w={100}
            value={line.marginValue}
            onChange={(value) => onChange({ ...line, marginValue: toNumber(value) })}
            decimalScale={line.marginKind === 'PERCENT' ? 4 : 2}
            allowNegative
            disabled={!editable}
            aria-label={t('sells.marginValue')}
            data-testid="sell-line-margin"
          />
        </Group>
      </Table.Td>
      <Table.Td
        ta="right"
        c={onSell.belowMinimum ? 'orange' : undefined}
        data-testid="sell-line-margin-on-sell"
        data-below-minimum={onSell.belowMinimum || undefined}
      >
        {format.percent(onSell.percent)}
      </Table.Td>
      <Table.Td ta="right">{money(line.currency, centsToNumber(amounts.sell))}</Table.Td>
      <Table.Td ta="right">{money(line.currency, centsToNumber(amounts.tax))}</Table.Td>
      <Table.Td ta="right" data-testid="sell-line-total">
        {money(line.currency, centsToNumber(amounts.total))}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={line.clientVisible}
          onChange={(e) => onChange({ ...line, clientVisible: e.currentTarget.checked })}
          disabled={!editable}
          aria-label={t('sells.clientVisible')}
          data-testid="sell-line-visible"
        />
      </Table.Td>
      <Table.Td>
        {editable && (
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={onRemove}
            aria-label={t('sells.remove')}
            data-testid="sell-line-remove"
          >
            ×
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function pickedToLine(item: PickedCharge): DraftLine {
  return {
    key: newLineKey(),
    costChargeId: item.charge.id,
    chargeCode: item.chargeCode,
    // The code's name in the analyst's language; the client's PDF puts a code's own name in the client's.
    description: item.charge.description ?? chargeCodeName(item.chargeCode, currentLanguage()),
    currency: item.charge.currency,
    costAmount: item.charge.total,
    marginKind: 'PERCENT',
    marginValue: 0,
    clientVisible: true,
  };
}

function PublishState({ summary }: { summary: PricingSummary }) {
  const { t } = useTranslation('pricing');
  return (
    <Group gap="xs">
      <Badge color={summary.publishState === 'PUBLISHED' ? 'green' : 'yellow'} data-testid="sells-publish-state">
        {t(`publishStates.${summary.publishState}`)}
      </Badge>
      {summary.approvalRequired && (
        <Text size="sm" c="orange" fw={600} data-testid="sells-below-minimum">
          {t('summary.belowMinimum', { min: summary.minMarginPercent })}
        </Text>
      )}
    </Group>
  );
}

/**
 * Cost comparison and the sells built from it: pick received charges into lines, a margin per line
 * (percentage or amount), client visibility, live totals per currency with tax; then save and publish.
 */
export function SellsEditor({ reference }: { reference: string }) {
  const { t } = useTranslation('pricing');
  const sells = useSells(reference);
  const comparison = useCostComparison(reference);
  const save = useSaveSells(reference);
  const publish = usePublishSells(reference);
  const [draft, setDraft] = useState<DraftLine[] | null>(null);
  const [bulkMargin, setBulkMargin] = useState<NumericValue>('');
  const rootRef = useRef<HTMLDivElement>(null);
  useSellsLeaveGuard(reference, draft, sells.data?.lines);

  if (sells.isPending || comparison.isPending) return <Text size="sm">{t('common:loading')}</Text>;
  if (sells.isError || comparison.isError) {
    return (
      <Alert color="red" data-testid="sells-error">
        {t('sells.loadError')}
      </Alert>
    );
  }

  const summary = sells.data.summary;
  const editable = summary.can.editSells;
  const lines = draft ?? fromServer(sells.data.lines);
  // Changed from the saved lines: a draft edited back to them has nothing to save (or to lose).
  const dirty = hasUnsavedLines(draft, sells.data.lines);
  const picked = new Set(lines.flatMap((l) => (l.costChargeId ? [l.costChargeId] : [])));
  const update = (next: DraftLine[]) => setDraft(next);

  const toggle = (item: PickedCharge, checked: boolean) =>
    update(checked ? [...lines, pickedToLine(item)] : lines.filter((l) => l.costChargeId !== item.charge.id));
  const pickCost = (items: PickedCharge[]) =>
    update([...lines, ...items.filter((i) => !picked.has(i.charge.id)).map(pickedToLine)]);
  const applyMarginToAll = () => {
    const value = toNumber(bulkMargin);
    if (!Number.isFinite(value)) return;
    update(lines.map((l) => ({ ...l, marginKind: 'PERCENT', marginValue: value })));
  };

  const saveDraft = () => save.mutateAsync({ lines: toDto(lines) });
  const onSave = () =>
    stopOnRefusedNumber(rootRef.current) ||
    saveDraft().then(() => {
      setDraft(null);
      notifySuccess(t('sells.saved'));
    }, notifyError);
  const onPublish = () =>
    stopOnRefusedNumber(rootRef.current) ||
    openConfirm({
      message: t('sells.publishConfirm', { reference }),
      confirmLabel: t('sells.publish'),
      onConfirm: () => {
        void (async () => {
          try {
            if (dirty) {
              await saveDraft();
              setDraft(null);
            }
            const result = await publish.mutateAsync();
            notifySuccess(t('sells.published', { status: t(`quotations:statuses.${result.status}`) }));
          } catch (error) {
            notifyError(error);
          }
        })();
      },
    });

  return (
    <Stack gap="md" ref={rootRef}>
      <Section title={t('comparison.title')} testId="pricing-comparison">
        <CostComparisonTable
          comparison={comparison.data}
          picked={picked}
          onToggle={editable ? toggle : null}
          onPickCost={editable ? pickCost : null}
          costAction={(cost) => <SaveCostAsRateButton cost={cost} />}
        />
      </Section>
      <Section title={t('sells.title')} testId="pricing-sells">
        <PublishState summary={summary} />
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="sells-empty">
            {t('sells.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={900}>
            <Table data-testid="sells-lines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sells.charge')}</Table.Th>
                  <Table.Th>{t('sells.description')}</Table.Th>
                  <Table.Th ta="right">{t('sells.cost')}</Table.Th>
                  <Table.Th>{t('sells.marginOnCost')}</Table.Th>
                  <Table.Th ta="right">{t('sells.marginOnSell')}</Table.Th>
                  <Table.Th ta="right">{t('sells.sell')}</Table.Th>
                  <Table.Th ta="right">{t('sells.tax')}</Table.Th>
                  <Table.Th ta="right">{t('sells.total')}</Table.Th>
                  <Table.Th>{t('sells.clientVisible')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, i) => (
                  <LineRow
                    key={line.key}
                    line={line}
                    minMarginPercent={summary.minMarginPercent}
                    editable={editable}
                    onChange={(next) => update(lines.map((l, j) => (j === i ? next : l)))}
                    onRemove={() => update(lines.filter((_, j) => j !== i))}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <TotalsTable lines={lines} minMarginPercent={summary.minMarginPercent} />
        {editable && (
          <Group justify="space-between" align="flex-end">
            <Group gap="xs" align="flex-end">
              <NumericInput
                size="xs"
                w={120}
                label={t('sells.bulkMargin')}
                value={bulkMargin}
                onChange={setBulkMargin}
                decimalScale={4}
                allowNegative
                rightSection="%"
                data-testid="sells-bulk-margin"
              />
              <Button
                size="xs"
                variant="default"
                onClick={applyMarginToAll}
                disabled={lines.length === 0}
                data-testid="sells-bulk-apply"
              >
                {t('sells.bulkApply')}
              </Button>
            </Group>
            <Group gap="xs">
              {dirty && (
                <Button variant="default" onClick={() => setDraft(null)} data-testid="sells-discard">
                  {t('sells.discard')}
                </Button>
              )}
              <Button
                variant="light"
                onClick={() => void onSave()}
                disabled={!dirty}
                loading={save.isPending}
                data-testid="sells-save"
              >
                {t('sells.save')}
              </Button>
              <Button
                onClick={onPublish}
                disabled={lines.length === 0 || (!summary.can.publish && !dirty)}
                loading={publish.isPending}
                data-testid="sells-publish"
              >
                {t('sells.publish')}
              </Button>
            </Group>
          </Group>
        )}
      </Section>
    </Stack>
  );
}
