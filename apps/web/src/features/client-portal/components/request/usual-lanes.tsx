import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestForm } from '@/components/request-form/request-form-context';
import { useUsualLanes } from '../../api/get-usual-lanes';
import { lanesForService } from './usual-lane-fit';

/**
 * The client's usual lanes before the origin and destination pickers (issue 43): one click fills both.
 * Shown only when the client has lanes that fit the chosen service.
 */
export function UsualLanes({ form }: { form: RequestForm }) {
  const { t } = useTranslation('clientPortal');
  const lanes = useUsualLanes();
  const fitting = lanesForService(lanes.data?.items ?? [], form.values.service);
  if (fitting.length === 0) return null;
  return (
    <Stack gap={4} data-testid="portal-usual-lanes">
      <Text size="sm" fw={500}>
        {t('request.usualLanes')}
      </Text>
      <Group gap="xs">
        {fitting.map((l) => {
          const chosen =
            form.values.origin?.code === l.origin.code && form.values.destination?.code === l.destination.code;
          return (
            <Button
              key={`${l.origin.code}>${l.destination.code}`}
              size="compact-sm"
              variant={chosen ? 'filled' : 'light'}
              aria-pressed={chosen}
              onClick={() => {
                form.setFieldValue('origin', l.origin);
                form.setFieldValue('destination', l.destination);
              }}
              data-testid="portal-usual-lane"
            >
              {t('request.usualLane', { origin: l.origin.name, destination: l.destination.name })}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
