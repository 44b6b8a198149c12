import {
  ActionIcon,
  Button,
  Group,
  Modal,
  MultiSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failedReadText } from '@/lib/errors';
import { DateTextInput } from '@/components/dates';
import { AppForm } from '@/components/forms';
import { NumericInput, type NumericValue } from '@/components/number-input';
import { notifyError, notifySuccess } from '@/components/notify';
import { useDirtyReport, useDiscardGuard } from '@/components/unsaved';
import { useCreateExpressOperation, useOperatives } from '../api/operations-api';
import { changedFrom } from './form-changes';
import { ClientField } from './client-field';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

type Address = { description: string; city: string; postalCode: string; countryCode: string };
// Quantity and kilos as the shared number field reads them in the user's format (a number, '' or refused text).
type PackageRow = { quantity: NumericValue; weightKg: NumericValue; description: string };
const EMPTY_ADDRESS: Address = { description: '', city: '', postalCode: '', countryCode: '' };
const EMPTY_PACKAGE: PackageRow = { quantity: 1, weightKg: '', description: '' };
const COUNTRY = /^[A-Z]{2}$/;
/** The form as it opens: anything else is work that closing would lose. */
const BLANK_EXPRESS = {
  clientId: null,
  operativeIds: [],
  courier: '',
  trackingNumber: '',
  shipper: EMPTY_ADDRESS,
  recipient: EMPTY_ADDRESS,
  packages: [EMPTY_PACKAGE],
  etd: null,
  eta: null,
  goods: '',
};

const addressValid = (a: Address) => a.description.trim() && a.city.trim() && COUNTRY.test(a.countryCode);
const quantityValid = (p: PackageRow) => typeof p.quantity === 'number' && p.quantity >= 1;
const weightValid = (p: PackageRow) => typeof p.weightKg === 'number' && p.weightKg > 0;
const packageValid = (p: PackageRow) => quantityValid(p) && weightValid(p);

function AddressFields({
  label,
  value,
  onChange,
  testId,
  showErrors,
}: {
  label: string;
  value: Address;
  onChange: (a: Address) => void;
  testId: string;
  showErrors: boolean;
}) {
  const { t } = useTranslation('operations');
  const set = (key: keyof Address) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: key === 'countryCode' ? e.currentTarget.value.toUpperCase() : e.currentTarget.value });
  const required = (ok: boolean) => (showErrors && !ok ? t('form.required') : undefined);
  return (
    <Stack gap={4} data-testid={testId}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <TextInput
        label={t('express.address')}
        required
        maxLength={200}
        value={value.description}
        onChange={set('description')}
        error={required(!!value.description.trim())}
        data-testid={`${testId}-description`}
      />
      <Group grow align="flex-start" gap="xs">
        <TextInput
          label={t('express.city')}
          required
          maxLength={100}
          value={value.city}
          onChange={set('city')}
          error={required(!!value.city.trim())}
          data-testid={`${testId}-city`}
        />
        <TextInput
          label={t('express.postalCode')}
          maxLength={20}
          value={value.postalCode}
          onChange={set('postalCode')}
        />
        <TextInput
          label={t('express.countryCode')}
          required
          maxLength={2}
          value={value.countryCode}
          onChange={set('countryCode')}
          error={showErrors && !COUNTRY.test(value.countryCode) ? t('express.countryInvalid') : undefined}
          data-testid={`${testId}-country`}
        />
      </Group>
    </Stack>
  );
}

const toAddress = (a: Address): { description: string; city: string; countryCode: string; postalCode?: string } => ({
  description: a.description.trim(),
  city: a.city.trim(),
  countryCode: a.countryCode,
  ...(a.postalCode.trim() ? { postalCode: a.postalCode.trim() } : {}),
});

type Props = { opened: boolean; onClose: () => void; onSaved?: (reference: string) => void };

/** A new express shipment by hand: client, courier, tracking number, both addresses and the packages. */
export function ExpressFormModal({ opened, onClose, onSaved }: Props) {
  useReturnFocus(opened);
  const { t } = useTranslation('operations');
  const operatives = useOperatives();
  const create = useCreateExpressOperation();
  const [clientId, setClientId] = useState<string | null>(null);
  const [operativeIds, setOperativeIds] = useState<string[]>([]);
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [shipper, setShipper] = useState<Address>(EMPTY_ADDRESS);
  const [recipient, setRecipient] = useState<Address>(EMPTY_ADDRESS);
  const [packages, setPackages] = useState<PackageRow[]>([EMPTY_PACKAGE]);
  const [etd, setEtd] = useState<string | null>(null);
  const [eta, setEta] = useState<string | null>(null);
  const [goods, setGoods] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { dirtyRef, requestClose } = useDiscardGuard();
  useDirtyReport(dirtyRef, () =>
    changedFrom(BLANK_EXPRESS, {
      clientId,
      operativeIds,
      courier,
      trackingNumber,
      shipper,
      recipient,
      packages,
      etd,
      eta,
      goods,
    }),
  );
  // Escape, the dimmed page and Cancel ask first when something was entered; a save closes at once.
  const close = () => requestClose(onClose);
  const valid =
    clientId !== null &&
    courier.trim().length > 0 &&
    !!addressValid(shipper) &&
    !!addressValid(recipient) &&
    packages.length > 0 &&
    packages.every(packageValid) &&
    !(etd && eta && eta < etd);

  const submit = () => {
    setSubmitted(true);
    if (!valid || !clientId) return;
    create.mutate(
      {
        clientId,
        operativeIds,
        courier: courier.trim(),
        trackingNumber: trackingNumber.trim() || undefined,
        shipper: toAddress(shipper),
        recipient: toAddress(recipient),
        packages: packages.map((p) => ({
          quantity: p.quantity as number,
          weightKg: p.weightKg as number,
          description: p.description.trim() || undefined,
        })),
        etd: etd ?? undefined,
        eta: eta ?? undefined,
        goodsDescription: goods.trim() || undefined,
      },
      {
        onSuccess: (created) => {
          notifySuccess(t('form.created', { reference: created.reference }));
          onSaved?.(created.reference);
          onClose();
        },
        onError: notifyError,
      },
    );
  };
  const setPackage = <K extends keyof PackageRow>(i: number, key: K, value: PackageRow[K]) =>
    setPackages((list) => list.map((p, j) => (j === i ? { ...p, [key]: value } : p)));

  return (
    <Modal opened={opened} onClose={close} size="xl" title={t('express.newTitle')} data-testid="express-form">
      <AppForm onSubmit={submit} focusFirstField long>
        <Stack gap="sm">
          <ClientField
            value={clientId}
            onChange={setClientId}
            error={submitted && !clientId ? t('form.required') : undefined}
          />
          <SimpleGrid cols={3}>
            <TextInput
              label={t('express.courier')}
              required
              maxLength={40}
              value={courier}
              onChange={(e) => setCourier(e.currentTarget.value)}
              error={submitted && !courier.trim() ? t('form.required') : undefined}
              data-testid="express-form-courier"
            />
            <TextInput
              label={t('express.trackingNumber')}
              maxLength={60}
              value={trackingNumber}
              onChange={(e) => setTrackingNumber(e.currentTarget.value)}
              data-testid="express-form-tracking"
            />
            <MultiSelect
              label={t('columns.operatives')}
              data={(operatives.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.code})` }))}
              value={operativeIds}
              onChange={setOperativeIds}
              searchable
              maxValues={10}
              error={failedReadText(t, operatives)}
            />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <AddressFields
              label={t('express.shipper')}
              value={shipper}
              onChange={setShipper}
              testId="express-form-shipper"
              showErrors={submitted}
            />
            <AddressFields
              label={t('express.recipient')}
              value={recipient}
              onChange={setRecipient}
              testId="express-form-recipient"
              showErrors={submitted}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('express.packages')}
            </Text>
            {packages.map((p, i) => (
              <Group key={i} grow align="flex-start" gap="xs" data-testid="express-form-package">
                <NumericInput
                  label={t('express.quantity')}
                  decimalScale={0}
                  value={p.quantity}
                  onChange={(v) => setPackage(i, 'quantity', v)}
                  error={submitted && !quantityValid(p) ? t('express.packageInvalid') : undefined}
                  data-testid="express-form-package-quantity"
                />
                <NumericInput
                  label={t('express.weightKg')}
                  decimalScale={3}
                  value={p.weightKg}
                  onChange={(v) => setPackage(i, 'weightKg', v)}
                  error={submitted && !weightValid(p) ? t('express.packageInvalid') : undefined}
                  data-testid="express-form-package-weight"
                />
                <TextInput
                  label={t('express.packageDescription')}
                  maxLength={200}
                  value={p.description}
                  onChange={(e) => setPackage(i, 'description', e.currentTarget.value)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={26}
                  style={{ flexGrow: 0 }}
                  disabled={packages.length === 1}
                  aria-label={t('express.removePackage')}
                  onClick={() => setPackages((list) => list.filter((_, j) => j !== i))}
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setPackages((list) => [...list, EMPTY_PACKAGE])}
                data-testid="express-form-add-package"
              >
                {t('express.addPackage')}
              </Button>
            </Group>
          </Stack>
          <SimpleGrid cols={2}>
            <DateTextInput label={t('columns.etd')} value={etd} onChange={setEtd} />
            <DateTextInput
              label={t('columns.eta')}
              value={eta}
              onChange={setEta}
              error={etd && eta && eta < etd ? t('form.etaBeforeEtd') : undefined}
            />
          </SimpleGrid>
          <Textarea
            label={t('detail.goods')}
            maxLength={2000}
            autosize
            maxRows={5}
            value={goods}
            onChange={(e) => setGoods(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-testid="express-form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="express-form-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}
