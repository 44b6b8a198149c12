import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './skip-link.css';

/** The id of the shell's main region, which the skip link moves the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  // Focus, not the hash: the router would take a #fragment for a navigation.
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** First focusable element of the shell: skips the header's menus to the screen's content. */
export function SkipLink() {
  const { t } = useTranslation('nav');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={focusMain} data-testid="skip-link">
      {t('skipToContent')}
    </a>
  );
}
