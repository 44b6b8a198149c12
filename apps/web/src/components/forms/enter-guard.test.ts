import { describe, expect, it } from 'vitest';
import { blocksFormSubmit, isPickerInput, NO_ENTER_SUBMIT, type KeyTarget } from './enter-guard';

/** A stand-in element: its tag, attributes and the ancestors `closest` can find. */
function element(tagName: string, attributes: Record<string, string> = {}, ancestors: string[] = ['form']): KeyTarget {
  return {
    tagName,
    getAttribute: (name) => attributes[name] ?? null,
    closest: (selector) => (ancestors.includes(selector) ? {} : null),
  };
}

describe('the Enter guard', () => {
  it('cancels the form submission from a select, an autocomplete or a location search', () => {
    const select = element('INPUT', { role: 'combobox', 'aria-haspopup': 'listbox' });
    const autocomplete = element('input', { 'aria-haspopup': 'listbox' });
    const typed = element('INPUT', { 'aria-autocomplete': 'list' });
    for (const target of [select, autocomplete, typed]) {
      expect(blocksFormSubmit({ key: 'Enter', target })).toBe(true);
    }
  });

  it('cancels it from an input marked as a picker (a typed date beside its calendar)', () => {
    const date = element('INPUT', {}, ['form', `[${NO_ENTER_SUBMIT}]`]);
    expect(isPickerInput(date)).toBe(true);
    expect(blocksFormSubmit({ key: 'Enter', target: date })).toBe(true);
  });

  it('lets Enter send from a plain text or number field and from the send button', () => {
    expect(blocksFormSubmit({ key: 'Enter', target: element('INPUT', { type: 'text' }) })).toBe(false);
    expect(blocksFormSubmit({ key: 'Enter', target: element('BUTTON', { type: 'submit' }) })).toBe(false);
  });

  it('leaves textareas, other keys, IME composition and inputs outside a form alone', () => {
    const select = element('INPUT', { role: 'combobox' });
    expect(blocksFormSubmit({ key: 'Enter', target: element('TEXTAREA', { role: 'combobox' }) })).toBe(false);
    expect(blocksFormSubmit({ key: 'Tab', target: select })).toBe(false);
    expect(blocksFormSubmit({ key: 'Enter', isComposing: true, target: select })).toBe(false);
    expect(blocksFormSubmit({ key: 'Enter', target: element('INPUT', { role: 'combobox' }, []) })).toBe(false);
    expect(blocksFormSubmit({ key: 'Enter', target: null })).toBe(false);
  });
});
