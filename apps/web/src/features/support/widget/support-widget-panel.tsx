import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TicketForm, useTicketDiscardGuard } from '../components/ticket-form';
import { useReturnFocus } from '@/components/dialogs/use-return-focus';

/** The new-incidence panel: 35rem wide, over a dimming overlay (spec section 2/9). */
export function SupportWidgetPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  useReturnFocus(opened);
  const { t } = useTranslation('support');
  const { dirtyRef, requestClose } = useTicketDiscardGuard();
  const close = () => requestClose(onClose);
  return (
    <Drawer
      opened={opened}
      onClose={close}
      position="left"
      size="35rem"
      title={t('widget.title')}
      overlayProps={{ backgroundOpacity: 0.55, blur: 2 }}
      data-testid="support-widget-panel"
    >
      {/* Mounted only while open, so the paste listener is active only then. */}
      {opened && <TicketForm variant="widget" onCancel={close} testId="widget" dirtyRef={dirtyRef} />}
    </Drawer>
  );
}
