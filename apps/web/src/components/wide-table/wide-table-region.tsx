import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { label: string; children: ReactNode; 'data-testid'?: string };

/**
 * A table wider than a phone scrolls sideways inside its own region, never the page (WCAG 1.4.10,
 * issue 47). The region is named and takes the focus, so a keyboard can scroll it too (2.1.1).
 */
export function WideTableRegion({ label, children, ...props }: Props) {
  return (
    <Table.ScrollContainer minWidth={0} type="native" role="region" aria-label={label} tabIndex={0} {...props}>
      {children}
    </Table.ScrollContainer>
  );
}
