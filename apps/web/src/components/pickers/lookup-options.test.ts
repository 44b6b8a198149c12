import { describe, expect, it } from 'vitest';
import { lookupOptions } from './lookup-options';

const chosen = { value: 'c1', label: 'Agro Sur' };
const results = [
  { value: 'c2', label: 'Agro Norte' },
  { value: 'c3', label: 'Agrícola del Este' },
];

describe('lookupOptions', () => {
  it('offers the chosen option last while its own label, or nothing yet, is in the box', () => {
    expect(lookupOptions(results, chosen, 'Agro Sur')).toEqual([...results, chosen]);
    // A saved record opened for editing: the box is empty until the picker shows the chosen label.
    expect(lookupOptions([], chosen, '')).toEqual([chosen]);
  });

  it('leaves the chosen option out while another text is typed, so Enter picks the typed match', () => {
    expect(lookupOptions(results, chosen, 'Agro')).toEqual(results);
    expect(lookupOptions([], chosen, 'Agro N')).toEqual([]);
  });

  it('does not repeat a chosen option the results already hold, nor add one when nothing is chosen', () => {
    const withChosen = [chosen, ...results];
    expect(lookupOptions(withChosen, chosen, 'Agro')).toEqual(withChosen);
    expect(lookupOptions(results, null, 'Agro Sur')).toEqual(results);
  });
});
