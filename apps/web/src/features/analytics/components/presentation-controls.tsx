import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Presentation mode's controls (issue 47): the previous and next chart by hand, and pause or play
 * for the rotation (WCAG 2.2.2; with prefers-reduced-motion the rotation starts paused).
 */
export function PresentationControls({
  n,
  total,
  paused,
  onPrevious,
  onNext,
  onTogglePause,
}: {
  n: number;
  total: number;
  paused: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onTogglePause: () => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="presentation-slide">
        {t('presentation.slide', { n, total })}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={onPrevious} data-testid="presentation-previous">
          {t('presentation.previous')}
        </Button>
        <Button
          variant="default"
          size="xs"
          aria-pressed={paused}
          onClick={onTogglePause}
          data-testid="presentation-pause"
        >
          {t(paused ? 'presentation.play' : 'presentation.pause')}
        </Button>
        <Button variant="default" size="xs" onClick={onNext} data-testid="presentation-next">
          {t('presentation.next')}
        </Button>
      </Group>
    </Group>
  );
}
