import { type CalendarAriaLabels, DatePicker } from '@mantine/dates';

// What a screen reader says for the calendar's controls, in the product's language.
const calendarLabels: CalendarAriaLabels = {
  monthLevelControl: 'Elegir mes',
  yearLevelControl: 'Elegir año',
  nextMonth: 'Mes siguiente',
  previousMonth: 'Mes anterior',
  nextYear: 'Año siguiente',
  previousYear: 'Año anterior',
  nextDecade: 'Década siguiente',
  previousDecade: 'Década anterior',
};

type DayCalendarProps = {
  /** The ISO day shown as picked, or null: the calendar then opens on this month. */
  day: string | null;
  onPick: (day: string | null) => void;
  allowDeselect: boolean;
  excludeDate?: ((day: string) => boolean) | undefined;
  minDate?: string | undefined;
  maxDate?: string | undefined;
};

/** DateField's Spanish month calendar, opened on the month of the day in the field. */
export function DayCalendar({ day, onPick, ...rest }: DayCalendarProps) {
  return (
    <DatePicker
      // A day typed in another month moves the calendar there the next time it opens.
      key={day?.slice(0, 7) ?? 'empty'}
      locale="es"
      ariaLabels={calendarLabels}
      value={day}
      defaultDate={day ?? undefined}
      onChange={onPick}
      {...rest}
    />
  );
}
