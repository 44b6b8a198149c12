import { Alert, Button, Card, Group, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { SupportProductAdmin } from '@freight/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '@/components/confirm';
import { notifyError, notifySuccess } from '@/components/notify';
import { useAdminProducts, useChangeProducts } from '../api/products-admin';

/** A name and an Add button; the name is sent trimmed and the field empties once saved. */
function AddName({
  label,
  onAdd,
  testId,
}: {
  label: string;
  onAdd: (name: string, done: () => void) => void;
  testId: string;
}) {
  const { t } = useTranslation('support');
  const [name, setName] = useState('');
  return (
    <Group align="flex-end" gap="xs">
      <TextInput
        label={label}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={100}
        data-testid={`${testId}-name`}
      />
      <Button
        size="sm"
        disabled={!name.trim()}
        onClick={() => onAdd(name.trim(), () => setName(''))}
        data-testid={`${testId}-add`}
      >
        {t('products.add')}
      </Button>
    </Group>
  );
}

function ProductCard({ product }: { product: SupportProductAdmin }) {
  const { t } = useTranslation('support');
  const change = useChangeProducts();
  const saved = { onSuccess: () => notifySuccess(t('products.saved')), onError: notifyError };
  // Deactivating takes it out of every new ticket: asked first. Activating again is not.
  const setActive = (active: boolean, message: string, apply: () => void) =>
    active ? apply() : openConfirm({ message, confirmLabel: t('products.deactivate'), danger: true, onConfirm: apply });
  return (
    <Card withBorder padding="sm" data-testid="support-product" data-product={product.name}>
      <Group justify="space-between">
        <Text fw={600} c={product.active ? undefined : 'dimmed'} data-testid="support-product-name">
          {product.name}
        </Text>
        <Switch
          label={t('products.active')}
          checked={product.active}
          onChange={(e) => {
            const active = e.currentTarget.checked;
            setActive(active, t('products.deactivateProduct', { name: product.name }), () =>
              change.mutate({ kind: 'product', id: product.id, active }, saved),
            );
          }}
          data-testid="support-product-active"
        />
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t('products.errors', { count: product.errors.length })}
      </Text>
      <Stack gap={4} mt={4}>
        {product.errors.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('products.noErrors')}
          </Text>
        )}
        {product.errors.map((error) => (
          <Group key={error.id} justify="space-between" data-testid="support-product-error" data-error={error.name}>
            <Text size="sm" c={error.active ? undefined : 'dimmed'}>
              {error.name}
            </Text>
            <Switch
              size="xs"
              aria-label={`${t('products.active')}: ${error.name}`}
              checked={error.active}
              onChange={(e) => {
                const active = e.currentTarget.checked;
                setActive(active, t('products.deactivateError', { name: error.name }), () =>
                  change.mutate({ kind: 'error', productId: product.id, id: error.id, active }, saved),
                );
              }}
              data-testid="support-product-error-active"
            />
          </Group>
        ))}
      </Stack>
      <AddName
        label={t('products.newError')}
        testId="support-error-new"
        onAdd={(name, done) =>
          change.mutate(
            { kind: 'addError', productId: product.id, name },
            { ...saved, onSuccess: () => (done(), saved.onSuccess()) },
          )
        }
      />
    </Card>
  );
}

/** SUPPORT_STAFF: the products and their error types users pick on a ticket; nothing is deleted, only deactivated. */
export function ProductsAdmin() {
  const { t } = useTranslation('support');
  const products = useAdminProducts();
  const change = useChangeProducts();
  return (
    <Stack gap="sm" data-testid="support-products-admin">
      <Title order={4}>{t('products.title')}</Title>
      <AddName
        label={t('products.newProduct')}
        testId="support-product-new"
        onAdd={(name, done) =>
          change.mutate(
            { kind: 'addProduct', name },
            {
              onSuccess: () => {
                done();
                notifySuccess(t('products.saved'));
              },
              onError: notifyError,
            },
          )
        }
      />
      {products.isPending && <Loader size="sm" />}
      {products.isError && <Alert color="red">{t('products.loadError')}</Alert>}
      {products.data?.length === 0 && <Text c="dimmed">{t('products.empty')}</Text>}
      {products.data?.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </Stack>
  );
}
