import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { type CalendarAriaLabels, DateInput, type DateInputProps } from '@mantine/dates';
import { DAY_FORMAT, DAY_PLACEHOLDER, parseTypedDay } from '../dates/dayText';

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

type Fixed = 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'locale';

export type DateFieldProps = Omit<DateInputProps, Fixed> & {
  /** ISO 'YYYY-MM-DD', or '' when empty: what the forms keep and the API reads. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * The one date field of the app: typed or picked as DD/MM/YYYY on a Spanish calendar, whatever
 * the browser's language, and handed on as ISO. It carries its own locale instead of a
 * DatesProvider in the app's providers, so public pages never download @mantine/dates.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      placeholder={DAY_PLACEHOLDER}
      // Emptying the text empties the value, so a filter or an optional day can be cleared.
      allowDeselect
      ariaLabels={calendarLabels}
      clearButtonProps={{ 'aria-label': 'Borrar fecha' }}
      {...props}
      locale="es"
      valueFormat={DAY_FORMAT}
      dateParser={parseTypedDay}
      value={value === '' ? null : value}
      onChange={(day) => onChange(day ?? '')}
    />
  );
}
