// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmReturnFocus } from './confirm-return-focus';

/** A detail-page section (components/quotation/section.tsx) with its title and one button. */
function section(): { title: HTMLElement; button: HTMLButtonElement; dialogButton: HTMLButtonElement } {
  document.body.innerHTML = `
    <div data-section><div><h3 data-section-title tabindex="-1">Sending</h3></div><button id="opener">Ask</button></div>
    <div role="dialog"><button id="confirm">Confirm</button></div>`;
  return {
    title: document.querySelector('h3')!,
    button: document.querySelector('#opener')!,
    dialogButton: document.querySelector('#confirm')!,
  };
}

describe('confirmReturnFocus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom lays nothing out: every connected element counts as shown.
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives the focus back to the opener when it is still there and enabled', () => {
    const { button, dialogButton } = section();
    button.focus();
    const onClose = confirmReturnFocus();
    dialogButton.focus();
    onClose();
    document.body.focus();
    dialogButton.blur();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(button);
  });

  it("moves the focus to the section's title when the action disabled the opener", () => {
    const { title, button } = section();
    button.focus();
    const onClose = confirmReturnFocus();
    // Disabled while it has the focus (the loading button Mantine gave the focus back to).
    button.disabled = true;
    onClose();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(title);
  });

  it("moves the focus to the section's title when the action removed the opener", () => {
    const { title, button } = section();
    button.focus();
    const onClose = confirmReturnFocus();
    button.remove();
    onClose();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(title);
  });

  it('waits while the closing modal still holds the focus, and leaves a focus put elsewhere on purpose', () => {
    const { title, button, dialogButton } = section();
    button.focus();
    const onClose = confirmReturnFocus();
    button.disabled = true;
    dialogButton.focus();
    onClose();
    vi.advanceTimersByTime(200);
    expect(document.activeElement).toBe(dialogButton);
    dialogButton.blur();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(title);

    const other = document.createElement('input');
    document.body.append(other);
    button.disabled = false;
    button.focus();
    const again = confirmReturnFocus();
    other.focus();
    again();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(other);
  });
});
