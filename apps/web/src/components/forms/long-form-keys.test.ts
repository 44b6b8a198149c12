import { describe, expect, it } from 'vitest';
import { NO_ENTER_SUBMIT } from './enter-guard';
import { longFormEnter } from './long-form-keys';

function element(tagName: string, attributes: Record<string, string> = {}, ancestors: string[] = ['form']) {
  return {
    tagName,
    getAttribute: (name: string) => attributes[name] ?? null,
    closest: (selector: string) => (ancestors.includes(selector) ? {} : null),
  };
}

describe('Enter in a long form', () => {
  it('moves on from a text or number field instead of sending', () => {
    expect(longFormEnter({ key: 'Enter', target: element('INPUT', { type: 'text' }) })).toBe('next');
    expect(longFormEnter({ key: 'Enter', target: element('input') })).toBe('next');
    expect(longFormEnter({ key: 'Enter', target: element('INPUT', { inputmode: 'decimal' }) })).toBe('next');
  });

  it('sends with Ctrl+Enter or Cmd+Enter from a field, a textarea included', () => {
    expect(longFormEnter({ key: 'Enter', ctrlKey: true, target: element('INPUT') })).toBe('submit');
    expect(longFormEnter({ key: 'Enter', metaKey: true, target: element('TEXTAREA') })).toBe('submit');
  });

  it('leaves a textarea its new line, a button its press and a picker its choice', () => {
    expect(longFormEnter({ key: 'Enter', target: element('TEXTAREA') })).toBe('none');
    expect(longFormEnter({ key: 'Enter', target: element('BUTTON', { type: 'submit' }) })).toBe('none');
    expect(longFormEnter({ key: 'Enter', target: element('INPUT', { role: 'combobox' }) })).toBe('none');
    const date = element('INPUT', {}, ['form', `[${NO_ENTER_SUBMIT}]`]);
    expect(longFormEnter({ key: 'Enter', target: date })).toBe('none');
  });

  it('does nothing on a checkbox or a switch (no send from there either)', () => {
    expect(longFormEnter({ key: 'Enter', target: element('INPUT', { type: 'checkbox' }) })).toBe('stay');
  });

  it('ignores other keys and IME composition', () => {
    expect(longFormEnter({ key: 'Tab', target: element('INPUT') })).toBe('none');
    expect(longFormEnter({ key: 'Enter', isComposing: true, target: element('INPUT') })).toBe('none');
    expect(longFormEnter({ key: 'Enter', target: null })).toBe('none');
  });
});
