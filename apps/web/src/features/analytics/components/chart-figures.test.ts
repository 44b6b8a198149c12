import { describe, expect, it } from 'vitest';
import { chartFigures, figureTableCells, type ChartSeries } from './chart-figures';

const SERIES: ChartSeries[] = [
  { key: 'won', label: 'Won' },
  { key: 'lost', label: 'Lost' },
];
const ROWS = [
  { label: 'Jan', won: 3, lost: 1 },
  { label: 'Feb', won: 1, lost: undefined },
];

describe("a chart's table (its text alternative) holds the figures the chart draws", () => {
  it('in numbers: one row per category, each series in order, a missing figure as 0', () => {
    const figures = chartFigures(ROWS, SERIES, { kind: 'bar', values: 'numbers' });
    expect(figureTableCells(figures, SERIES)).toEqual([
      { label: 'Jan', values: [3, 1] },
      { label: 'Feb', values: [1, 0] },
    ]);
  });

  it("in percent of a stacked bar's own total", () => {
    const figures = chartFigures(ROWS, SERIES, { kind: 'stacked', values: 'percent' });
    expect(figureTableCells(figures, SERIES)).toEqual([
      { label: 'Jan', values: [75, 25] },
      { label: 'Feb', values: [100, 0] },
    ]);
  });

  it("in percent of each series' total for side-by-side bars", () => {
    const figures = chartFigures(ROWS, SERIES, { kind: 'bar', values: 'percent' });
    expect(figureTableCells(figures, SERIES)).toEqual([
      { label: 'Jan', values: [75, 100] },
      { label: 'Feb', values: [25, 0] },
    ]);
  });

  it('figures that are already percentages stay as they are', () => {
    const figures = chartFigures(ROWS, SERIES, { kind: 'bar', values: 'percent' }, true);
    expect(figureTableCells(figures, SERIES)[0].values).toEqual([3, 1]);
  });
});
