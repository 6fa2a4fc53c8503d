import { DayFilterField } from './DayFilterField';

/** The API's date_range: ISO 'from' and 'to' days, either of them '' when open. */
export type DayRange = readonly [from: string, to: string];

type DateRangeFieldsProps = {
  value: DayRange | undefined;
  fromLabel: string;
  toLabel: string;
  /** undefined once both sides are empty, as an unset filter is. */
  onChange: (range: [string, string] | undefined) => void;
};

/**
 * A list's "from" and "to" days, each typed or picked on its own (a range picker cannot be typed
 * by keyboard), shown DD/MM/YYYY and handed on as the API's ISO date_range.
 */
export function DateRangeFields({ value, fromLabel, toLabel, onChange }: DateRangeFieldsProps) {
  const [from, to] = value ?? ['', ''];
  const change = (range: [string, string]) =>
    onChange(range[0] === '' && range[1] === '' ? undefined : range);
  return (
    <>
      <DayFilterField
        label={fromLabel}
        value={from}
        onChange={(day) => change([day, to])}
        w={150}
      />
      <DayFilterField label={toLabel} value={to} onChange={(day) => change([from, day])} w={150} />
    </>
  );
}
