import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel (form, drop zone) loads only when the button is first pressed.
const SupportWidgetPanel = lazy(() =>
  import('./support-widget-panel').then((m) => ({ default: m.SupportWidgetPanel })),
);

/**
 * Spec section 2: a button at bottom-left that opens the new-incidence panel. The layout mounts it
 * in its bottom strip, only for SUPPORT_USER holders on routes with the header (never third-party or
 * agent links), so it sits over nothing of the page.
 */
export function SupportWidget() {
  const { t } = useTranslation('support');
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="compact-sm"
        radius="xl"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
        data-testid="support-widget-button"
      >
        {t('widget.open')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <SupportWidgetPanel opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
