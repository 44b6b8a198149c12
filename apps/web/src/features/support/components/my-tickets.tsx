import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCursorPages } from '@/components/data-table';
import { usePersistentFilters } from '@/components/filter-bar';
import { useMyTickets } from '../api/tickets';
import { TicketForm, useTicketDiscardGuard } from './ticket-form';
import { PagedTicketTable } from './paged-ticket-table';

const MINE_FILTER_DEFAULTS: { includeClosed: boolean } = { includeClosed: false };

/** The user's tickets and those they are related to, newest first, page by page; closed ones behind a toggle; a new ticket in a modal. */
export function MyTickets() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  // Shown closed or not, as the user left it (spec section 4: filters are kept).
  const saved = usePersistentFilters('support-mine', MINE_FILTER_DEFAULTS);
  const { includeClosed } = saved.values;
  const [creating, setCreating] = useState(false);
  const discard = useTicketDiscardGuard();
  const closeNew = () => discard.requestClose(() => setCreating(false));
  const pages = useCursorPages(includeClosed);
  const tickets = useMyTickets(includeClosed, { limit: pages.pageSize, cursor: pages.cursor });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Switch
          label={t('showClosed')}
          checked={includeClosed}
          onChange={(e) => saved.setValue('includeClosed', e.currentTarget.checked)}
          data-testid="support-show-closed"
        />
        <Button onClick={() => setCreating(true)} data-testid="support-new-ticket">
          {t('newTicket')}
        </Button>
      </Group>
      <PagedTicketTable query={tickets} pages={pages} testId="my-tickets" />
      <Modal opened={creating} onClose={closeNew} title={t('newTicket')} size="lg">
        {creating && (
          <TicketForm
            variant="full"
            testId="new-ticket"
            dirtyRef={discard.dirtyRef}
            onCancel={closeNew}
            onCreated={(id) => {
              setCreating(false);
              void navigate(`/support/${id}`);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
