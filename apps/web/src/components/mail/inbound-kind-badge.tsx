import { Badge } from '@mantine/core';
import type { InboundMailKind } from '@freight/shared';
import { useTranslation } from 'react-i18next';

/** Applied replies are green; what waits for pricing is orange; what only informs is grey or red. */
export const INBOUND_KIND_COLOR: Record<InboundMailKind, string> = {
  REPLY: 'green',
  HELD_STRANGER: 'orange',
  HELD_SUBJECT: 'orange',
  UNMATCHED: 'yellow',
  FLAGGED_CLOSED: 'grape',
  AUTO_REPLY: 'gray',
  BOUNCE: 'red',
};

/** What became of a mail received for the cost requests (issue 42), named in the reader's language. */
export function InboundKindBadge({ kind }: { kind: InboundMailKind }) {
  const { t } = useTranslation('pricing');
  return (
    <Badge variant="light" color={INBOUND_KIND_COLOR[kind]} data-testid="inbound-mail-kind" data-kind={kind}>
      {t(`mails.kinds.${kind}`)}
    </Badge>
  );
}
