import { DateField, type DateFieldProps, isDayValue } from './DateField';

/**
 * A list's day filter: the DateField, with its calendar and its message under text that names
 * no day, but only a real day (or '' to clear) reaches the filter and the address, so a typo
 * never becomes a refused query.
 */
export function DayFilterField({ onChange, ...props }: DateFieldProps) {
  return (
    <DateField
      clearable
      {...props}
      onChange={(day) => {
        if (day === '' || isDayValue(day)) onChange(day);
      }}
    />
  );
}
