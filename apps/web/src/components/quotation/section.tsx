import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import './section.css';

/** Mark a section and its title: where the focus goes when the control that had it leaves or is disabled. */
export const SECTION_ATTRIBUTE = 'data-section';
export const SECTION_TITLE_ATTRIBUTE = 'data-section-title';

/**
 * A titled block of the detail page. The title takes the focus from the app only (tabIndex -1): a
 * confirmation whose button is then disabled or gone gives the focus to it (components/confirm.ts).
 */
export function Section({
  title,
  children,
  testId,
  titleRef,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  /** For a screen that moves the focus to the title itself (the send button gone after sending). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} {...{ [SECTION_ATTRIBUTE]: '' }}>
      <Stack gap="sm">
        <Title
          ref={titleRef}
          order={3}
          size="h5"
          tabIndex={-1}
          className="section-title"
          {...{ [SECTION_TITLE_ATTRIBUTE]: '' }}
        >
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
