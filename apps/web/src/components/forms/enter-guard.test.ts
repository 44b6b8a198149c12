import { describe, expect, it } from 'vitest';
import {
  blocksFormSubmit,
  highlightedOption,
  isPickerInput,
  listChosenAgain,
  NO_ENTER_SUBMIT,
  optionForEnter,
  type ClickTarget,
  type KeyTarget,
  type ListedOption,
} from './enter-guard';

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

/** A stand-in listed option: its label and Mantine's marks (highlighted, chosen, disabled). */
function option(label: string, ...marks: ('selected' | 'active' | 'disabled')[]): ListedOption & { label: string } {
  return {
    label,
    textContent: label,
    hasAttribute: (name) => marks.some((mark) => name === `data-combobox-${mark}`),
  };
}

describe('the option Enter chooses in an open select', () => {
  const cfr = option('CFR – Coste y flete');
  const cif = option('CIF – Coste, seguro y flete');
  const cip = option('CIP – Transporte y seguro pagados hasta');

  it('is the highlighted one, even when another is the chosen value', () => {
    // "c" typed over CIF: CFR is highlighted (Mantine's own index could point at CIF).
    const highlighted = option('CFR – Coste y flete', 'selected');
    const chosen = option('CIF – Coste, seguro y flete', 'active');
    expect(highlightedOption([highlighted, chosen, cip])).toBe(highlighted);
    expect(optionForEnter('c', [highlighted, chosen, cip])).toBe(highlighted);
  });

  it('is none to take before React when nothing is highlighted, or only a disabled option is', () => {
    expect(highlightedOption([cfr, option('CIF', 'active'), cip])).toBeNull();
    expect(highlightedOption([option('CFR', 'selected', 'disabled'), cif])).toBeNull();
  });

  it('with nothing highlighted, is the first match of a typed text, skipping disabled options', () => {
    expect(optionForEnter('cif', [cif, cip])).toBe(cif);
    const chosen = option('CIF – Coste, seguro y flete', 'active');
    expect(optionForEnter('c', [cfr, chosen, cip])).toBe(cfr);
    expect(optionForEnter('c', [option('CFR', 'disabled'), cip])).toBe(cip);
  });

  it('with nothing highlighted and the chosen label in the box (a reopened list), is the chosen one', () => {
    const chosen = option('CIF – Coste, seguro y flete', 'active');
    expect(optionForEnter('CIF – Coste, seguro y flete', [cfr, chosen, cip])).toBe(chosen);
  });

  it('is none in an empty box or an empty list', () => {
    expect(optionForEnter('  ', [cfr, cif])).toBeNull();
    expect(optionForEnter('cif', [])).toBeNull();
  });
});

/** A stand-in clicked element inside an option (or not) inside a listbox. */
function clicked(optionMarks: string[] | null, listId = 'list-1'): ClickTarget {
  const list: ClickTarget = { id: listId, hasAttribute: () => false, closest: () => null };
  const opt: ClickTarget | null = optionMarks && {
    id: 'option-1',
    hasAttribute: (name) => optionMarks.includes(name),
    closest: (selector) => (selector === '[role="listbox"]' ? list : null),
  };
  return {
    id: '',
    hasAttribute: () => false,
    closest: (selector) =>
      selector === '[data-combobox-option]' ? opt : selector === '[role="listbox"]' ? list : null,
  };
}

describe('choosing the chosen option again', () => {
  it('names the list whose chosen option was clicked', () => {
    expect(listChosenAgain(clicked(['data-combobox-option', 'data-combobox-active']))).toBe('list-1');
  });

  it('is not another option, a disabled one or a click outside any option', () => {
    expect(listChosenAgain(clicked(['data-combobox-option', 'data-combobox-selected']))).toBeNull();
    expect(
      listChosenAgain(clicked(['data-combobox-option', 'data-combobox-active', 'data-combobox-disabled'])),
    ).toBeNull();
    expect(listChosenAgain(clicked(null))).toBeNull();
    expect(listChosenAgain(clicked(['data-combobox-option', 'data-combobox-active'], ''))).toBeNull();
  });
});
