import { formatDecimalEs, type Operative, roundDecimal } from '@aptovial/shared';
import { showDay } from '../../shared/dates/dayText';

/** A calendar day as every page shows it (docs/product/rules.md: DD/MM/YYYY). */
export function dayText(day: string | null | undefined): string {
  return showDay(day ?? null) || '—';
}

/** "05/03/2026" for one day, "05/03/2026 al 07/03/2026" for several. */
export function datesText(operative: Pick<Operative, 'startDate' | 'endDate'>): string {
  const start = dayText(operative.startDate);
  return operative.endDate === operative.startDate
    ? start
    : `${start} al ${dayText(operative.endDate)}`;
}

/** The API's decimal text as Spanish figures: "1520.5" → "1.520,50". */
export function moneyText(amount: string): string {
  return formatDecimalEs(roundDecimal(amount, 2));
}

/** The pin on OpenStreetMap: a plain link, no map library on the record (docs/architecture.md). */
export function mapLinkOf({ latitude, longitude }: Operative['address']): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

const coordinates = new Intl.NumberFormat('es-VE', {
  maximumFractionDigits: 6,
  useGrouping: false,
});

/** A coordinate as a person reads it: a decimal comma, no grouping (8.6167 → "8,6167"). */
export function coordinateShown(value: number): string {
  return coordinates.format(value);
}

export function doctorName(operative: Pick<Operative, 'created_By'>): string {
  return `${operative.created_By.names} ${operative.created_By.lastNames}`;
}

const counts = new Intl.NumberFormat('es-VE');

/** A count as Venezuela writes it (12.345). */
export function countText(value: number): string {
  return counts.format(value);
}
