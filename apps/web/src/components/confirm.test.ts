import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activeToggleOptions, confirmActiveToggle } from './confirm';

// The modal is Mantine's; what matters here is what it is opened with.
const { openConfirmModal } = vi.hoisted(() => ({ openConfirmModal: vi.fn() }));
vi.mock('@mantine/modals', () => ({ modals: { openConfirmModal } }));
vi.mock('@/lib/i18n', () => ({ i18n: { t: (key: string) => key } }));

type ModalProps = {
  title: string;
  size: string;
  children: unknown;
  labels: { confirm: string; cancel: string };
  confirmProps: { color?: string };
  onConfirm: () => void;
};
const lastModal = () => openConfirmModal.mock.calls.at(-1)?.[0] as ModalProps;

const wording = {
  deactivate: { message: 'Deactivate the contact Ana?', confirmLabel: 'Deactivate' },
  activate: { message: 'Activate the contact Ana? She can sign in again.', confirmLabel: 'Activate' },
};

describe('confirmActiveToggle', () => {
  beforeEach(() => openConfirmModal.mockClear());

  it('asks before deactivating, in red, with the deactivation wording', () => {
    const onConfirm = vi.fn();
    confirmActiveToggle({ active: true, ...wording, onConfirm });
    expect(openConfirmModal).toHaveBeenCalledTimes(1);
    const modal = lastModal();
    expect(modal.title).toBe('common:confirm.title');
    expect(modal.size).toBe('xs');
    expect(modal.children).toBe('Deactivate the contact Ana?');
    expect(modal.labels).toEqual({ confirm: 'Deactivate', cancel: 'common:confirm.back' });
    expect(modal.confirmProps.color).toBe('red');
    expect(onConfirm).not.toHaveBeenCalled();
    modal.onConfirm();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('also asks before activating again (spec section 4), not in red, with the activation wording', () => {
    const onConfirm = vi.fn();
    confirmActiveToggle({ active: false, ...wording, onConfirm });
    expect(openConfirmModal).toHaveBeenCalledTimes(1);
    const modal = lastModal();
    expect(modal.children).toBe('Activate the contact Ana? She can sign in again.');
    expect(modal.labels.confirm).toBe('Activate');
    expect(modal.confirmProps.color).toBeUndefined();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('picks the wording by the current state', () => {
    const onConfirm = () => undefined;
    expect(activeToggleOptions({ active: true, ...wording, onConfirm })).toMatchObject({
      ...wording.deactivate,
      danger: true,
    });
    expect(activeToggleOptions({ active: false, ...wording, onConfirm })).toMatchObject({
      ...wording.activate,
      danger: false,
    });
  });
});

describe('confirmActiveToggle without asking on activation', () => {
  beforeEach(() => openConfirmModal.mockClear());

  it('applies an activation at once and asks only before deactivating, in red', () => {
    const onConfirm = vi.fn();
    confirmActiveToggle({ active: false, askOnActivate: false, deactivate: wording.deactivate, onConfirm });
    expect(openConfirmModal).not.toHaveBeenCalled();
    expect(onConfirm).toHaveBeenCalledTimes(1);

    confirmActiveToggle({ active: true, askOnActivate: false, deactivate: wording.deactivate, onConfirm });
    expect(openConfirmModal).toHaveBeenCalledTimes(1);
    const modal = lastModal();
    expect(modal.children).toBe('Deactivate the contact Ana?');
    expect(modal.labels).toEqual({ confirm: 'Deactivate', cancel: 'common:confirm.back' });
    expect(modal.confirmProps.color).toBe('red');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('has no modal options for an activation applied at once', () => {
    const onConfirm = () => undefined;
    expect(
      activeToggleOptions({ active: false, askOnActivate: false, deactivate: wording.deactivate, onConfirm }),
    ).toBeNull();
  });
});
