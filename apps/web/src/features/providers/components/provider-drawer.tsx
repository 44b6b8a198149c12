import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateProviderForm } from './create-provider-form';
import { EditProvider } from './edit-provider';

/** What the drawer shows: nothing (closed), the create form, or one provider to edit. */
export type ProviderDrawerTarget = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export function ProviderDrawer({ target, onClose }: { target: ProviderDrawerTarget; onClose: () => void }) {
  const { t } = useTranslation('providers');
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={t(target?.kind === 'edit' ? 'drawer.editTitle' : 'drawer.createTitle')}
      data-testid="provider-drawer"
    >
      {target?.kind === 'new' && <CreateProviderForm onCreated={onClose} />}
      {target?.kind === 'edit' && <EditProvider id={target.id} />}
    </Drawer>
  );
}
