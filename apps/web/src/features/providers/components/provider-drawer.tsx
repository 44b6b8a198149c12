import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDiscardGuard } from '@/components/unsaved';
import { CreateProviderForm } from './create-provider-form';
import { EditProvider } from './edit-provider';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

/** What the drawer shows: nothing (closed), the create form, or one provider to edit. */
export type ProviderDrawerTarget = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export function ProviderDrawer({ target, onClose }: { target: ProviderDrawerTarget; onClose: () => void }) {
  useReturnFocus(target !== null);
  const { t } = useTranslation('providers');
  const { dirtyRef, requestClose } = useDiscardGuard();
  // Escape and the dimmed page ask first when the provider's fields were changed and not saved.
  const close = () => requestClose(onClose);
  return (
    <Drawer
      opened={target !== null}
      onClose={close}
      position="right"
      size="xl"
      title={t(target?.kind === 'edit' ? 'drawer.editTitle' : 'drawer.createTitle')}
      data-testid="provider-drawer"
    >
      {target?.kind === 'new' && <CreateProviderForm onCreated={onClose} dirtyRef={dirtyRef} />}
      {target?.kind === 'edit' && <EditProvider id={target.id} dirtyRef={dirtyRef} />}
    </Drawer>
  );
}
