import { Stack } from '@mantine/core';
import { PricingListScreen } from '../components/pricing-list-screen';
import { WaitingAgents } from '../components/waiting-agents';

/**
 * /pricing/en-proceso: quotations taken by a pricing user and still being priced, and the agents who
 * have not answered a cost request within the configured time.
 */
export function PricingInProcessPage() {
  return (
    <Stack gap="xl">
      <PricingListScreen view="pricingInProcess" routeId="pricingInProgress" />
      <WaitingAgents />
    </Stack>
  );
}
