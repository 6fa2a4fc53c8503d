import { describe, expect, it } from 'vitest';
import { seriesOf } from './panelSeries';

describe('the time chart of the panel', () => {
  it('shows every day of a short range, a day without certificates at zero', () => {
    const series = seriesOf([{ key: '2026-02-27', total: 4 }], '2026-02-26', '2026-03-01');
    expect(series).toEqual({
      unit: 'day',
      points: [
        { key: '2026-02-26', total: 0 },
        { key: '2026-02-27', total: 4 },
        { key: '2026-02-28', total: 0 },
        { key: '2026-03-01', total: 0 },
      ],
    });
  });

  it('groups a range longer than two months by month, and one beyond five years by year', () => {
    const byDay = [
      { key: '2026-01-05', total: 2 },
      { key: '2026-01-20', total: 3 },
      { key: '2026-03-31', total: 1 },
    ];
    expect(seriesOf(byDay, '2026-01-01', '2026-03-31')).toEqual({
      unit: 'month',
      points: [
        { key: '2026-01', total: 5 },
        { key: '2026-02', total: 0 },
        { key: '2026-03', total: 1 },
      ],
    });
    const years = seriesOf(byDay, '2020-06-01', '2026-03-31');
    expect(years.unit).toBe('year');
    expect(years.points.map((point) => point.key)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    expect(years.points.at(-1)?.total).toBe(6);
  });

  it('draws nothing for a range it cannot read', () => {
    expect(seriesOf([], '', '2026-03-01')).toEqual({ unit: 'day', points: [] });
  });
});
