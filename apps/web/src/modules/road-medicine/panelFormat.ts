import { showDay } from '../../shared/dates/dayText';
import type { SeriesUnit } from './panelSeries';

const counts = new Intl.NumberFormat('es-VE');

/** A count as Venezuela writes it (12.345): the panel may reach the millions. */
export function countText(value: number): string {
  return counts.format(value);
}

/** A bar's period as a person reads it: DD/MM/YYYY, MM/YYYY or the year. */
export function periodText(key: string, unit: SeriesUnit): string {
  if (unit === 'day') return showDay(key) || key;
  if (unit === 'month') return `${key.slice(5, 7)}/${key.slice(0, 4)}`;
  return key;
}
