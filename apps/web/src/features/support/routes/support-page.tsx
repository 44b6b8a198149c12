import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { hasPermission, useSession } from '@/lib/session';
import { MyTickets } from '../components/my-tickets';
import { ProductsAdmin } from '../components/products-admin';
import { SupportDesk } from '../components/support-desk';
import { TicketDetailScreen } from '../components/ticket-detail';

/** /support: my tickets (and support staff's desk); with {ticketId}, one ticket. */
export function SupportPage() {
  const { t } = useTranslation(['support', 'nav']);
  const { ticketId } = useParams();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  if (ticketId) return <TicketDetailScreen key={ticketId} ticketId={ticketId} />;
  const staff = hasPermission(session, 'SUPPORT_STAFF');
  const asked = search.get('tab');
  const tab = staff && (asked === 'desk' || asked === 'products') ? asked : 'mine';
  return (
    <Stack gap="md" data-testid="support-screen">
      <Title order={1} size="h2" data-testid="screen-title">
        {t('nav:screens.support')}
      </Title>
      {staff ? (
        <Tabs
          value={tab}
          onChange={(v) => setSearch(v === 'desk' || v === 'products' ? { tab: v } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="mine" data-testid="support-tab-mine">
              {t('myTickets')}
            </Tabs.Tab>
            <Tabs.Tab value="desk" data-testid="support-tab-desk">
              {t('desk')}
            </Tabs.Tab>
            <Tabs.Tab value="products" data-testid="support-tab-products">
              {t('products.tab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine" pt="md">
            <MyTickets />
          </Tabs.Panel>
          <Tabs.Panel value="desk" pt="md">
            <SupportDesk />
          </Tabs.Panel>
          <Tabs.Panel value="products" pt="md">
            <ProductsAdmin />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <MyTickets />
      )}
    </Stack>
  );
}
