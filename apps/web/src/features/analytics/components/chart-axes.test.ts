import { describe, expect, it } from 'vitest';
import en from '@/locales/en/analytics.json';
import es from '@/locales/es/analytics.json';
import pt from '@/locales/pt/analytics.json';
import { capAt, labelStep, thinnedLabel } from './chart-axes';

describe('chart axes', () => {
  it('prints at most 12 labels on an axis: every label up to 12, then every n-th', () => {
    expect(labelStep(12)).toBe(1);
    expect(labelStep(13)).toBe(2);
    expect(labelStep(53)).toBe(5);
    const weeks = Array.from({ length: 53 }, (_, i) => `w${i}`);
    const shown = weeks.map((w, i) => thinnedLabel(w, i, labelStep(weeks.length))).filter(Boolean);
    expect(shown.length).toBeLessThanOrEqual(12);
    expect(shown[0]).toBe('w0');
  });

  it('caps the drawn figures at the Y limit in polar mode and leaves them alone without one', () => {
    const rows = [
      { label: 'a', x: 40, y: 5 },
      { label: 'b', x: 8, y: 90 },
    ];
    const series = [
      { key: 'x', label: 'X' },
      { key: 'y', label: 'Y' },
    ];
    expect(capAt(rows, series, 10)).toEqual([
      { label: 'a', x: 10, y: 5 },
      { label: 'b', x: 8, y: 10 },
    ]);
    expect(capAt(rows, series, '')).toBe(rows);
  });

  it('has the axis labels in es, en and pt', () => {
    for (const locale of [es, en, pt])
      for (const k of ['service', 'quotations', 'percent'] as const) expect(locale.axes[k]).toMatch(/\S/);
    expect(es.axes.service).toBe('Servicio');
  });
});
