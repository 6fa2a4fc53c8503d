import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/es';
import { dayProblem } from '@aptovial/shared';
import {
  ActionIcon,
  CloseButton,
  Group,
  Popover,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { DAY_PLACEHOLDER, parseTypedDay, showDay } from '../dates/dayText';
import { DayCalendar } from './DayCalendar';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A value the field hands on that is a real day (not '' nor the text of one that is not). */
export const isDayValue = (value: string) => ISO_DAY.test(value) && parseTypedDay(value) !== null;

/** What the field shows for a value: a day DD/MM/YYYY, anything else as it was typed. */
const textOf = (value: string) => (isDayValue(value) ? showDay(value) : value);

type Fixed = 'value' | 'defaultValue' | 'onChange' | 'type' | 'placeholder';

export type DateFieldProps = Omit<TextInputProps, Fixed> & {
  /**
   * ISO 'YYYY-MM-DD' for a real day, '' when empty, or the text as typed when it names no day:
   * the form keeps it, so it is neither lost nor sent, and its schema says what is wrong.
   */
  value: string;
  onChange: (day: string) => void;
  /** An × that empties the field (filters, optional days). */
  clearable?: boolean;
  /** Days greyed out on the calendar; a typed one stays, and the form's rules refuse it. */
  excludeDate?: (day: string) => boolean;
  minDate?: string;
  maxDate?: string;
};

/**
 * The one date field of the app (decision 0067): typed as DD/MM/AAAA or picked on a Spanish
 * calendar, whatever the browser's language, and handed on as ISO. Text that names no day stays
 * in the field with the reason under it ("31/02/1990 no existe"). Made to be typed field after
 * field: the calendar opens on a click or its button, never on arriving, and Enter hands the day
 * on and moves to the next field like any other (keyboardForm). Esc closes the calendar alone:
 * while it is open the input carries Mantine's stop mark, so a dialog around it stays open. It
 * carries its own locale instead of a DatesProvider, so public pages never download
 * @mantine/dates.
 */
export function DateField({
  value,
  onChange,
  error,
  clearable = false,
  excludeDate,
  minDate,
  maxDate,
  ...input
}: DateFieldProps) {
  const [text, setText] = useState(() => textOf(value));
  const [opened, setOpened] = useState(false);
  // The field's own message waits until the person leaves it: a half-typed day is no mistake.
  const [left, setLeft] = useState(false);
  const handedOn = useRef(value);
  const field = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a restored draft) replaces the text; our own echo does not.
  useEffect(() => {
    if (value === handedOn.current) return;
    handedOn.current = value;
    setText(textOf(value));
  }, [value]);

  const handOn = (day: string) => {
    handedOn.current = day;
    onChange(day);
  };
  const type = (typed: string) => {
    setText(typed);
    setLeft(false);
    const trimmed = typed.trim();
    handOn(trimmed === '' ? '' : (parseTypedDay(trimmed) ?? trimmed));
  };
  const pick = (day: string | null) => {
    setText(day === null ? '' : showDay(day));
    handOn(day ?? '');
    setOpened(false);
  };
  const leave = () => {
    setOpened(false);
    setLeft(true);
    // 5/3/2024 reads back as 05/03/2024, the one way days are shown.
    if (isDayValue(handedOn.current)) setText(showDay(handedOn.current));
  };
  // Enter hands on the day as typed, read back DD/MM/YYYY, and lets the form move on
  // (keyboardForm); Esc closes an open calendar alone.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) leave();
    if (event.key !== 'Escape' || !opened) return;
    event.preventDefault();
    setOpened(false);
  };
  const fixed = input.disabled === true || input.readOnly === true;
  const toggle = () => {
    field.current?.focus();
    setOpened((open) => !open);
  };

  const ownMessage = left && text.trim() !== '' ? dayProblem(text) : undefined;
  const day = isDayValue(value) ? value : null;
  const clears = clearable && text !== '' && !fixed;
  return (
    <Popover opened={opened && !fixed} position="bottom-start" trapFocus={false}>
      <Popover.Target>
        <TextInput
          ref={field}
          autoComplete="off"
          rightSectionWidth={clears ? 56 : undefined}
          rightSection={
            fixed ? undefined : (
              <FieldButtons clear={clears ? () => type('') : undefined} toggle={toggle} />
            )
          }
          {...input}
          placeholder={DAY_PLACEHOLDER}
          value={text}
          error={error ?? ownMessage}
          // Mantine's dialogs skip an Esc whose target carries this mark: it is the calendar's.
          data-mantine-stop-propagation={opened || undefined}
          onChange={(event) => type(event.currentTarget.value)}
          // The calendar opens on a click (or its button), never on arriving by Tab or Enter: a
          // person typing field after field is not interrupted (decision 0067).
          onClick={(event) => {
            input.onClick?.(event);
            setOpened(true);
          }}
          onBlur={(event) => {
            input.onBlur?.(event);
            leave();
          }}
          onKeyDown={(event) => {
            input.onKeyDown?.(event);
            onKey(event);
          }}
        />
      </Popover.Target>
      {/* A click on the calendar keeps the focus in the input, as typing and picking mix. The
          mark tells keyboardForm its buttons are no stops of the form. */}
      <Popover.Dropdown onMouseDown={(event) => event.preventDefault()} data-dates-dropdown>
        <DayCalendar
          day={day}
          onPick={pick}
          allowDeselect={clearable}
          excludeDate={excludeDate}
          minDate={minDate}
          maxDate={maxDate}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

type FieldButtonsProps = { clear: (() => void) | undefined; toggle: () => void };

/**
 * The × (when the field may be emptied) and the calendar's button. Both are for the pointer: out
 * of the Tab order, and a press keeps the focus in the input.
 */
function FieldButtons({ clear, toggle }: FieldButtonsProps) {
  const keepFocus = (event: MouseEvent) => event.preventDefault();
  return (
    <Group gap={4} wrap="nowrap">
      {clear !== undefined && (
        <CloseButton
          aria-label="Borrar fecha"
          size="sm"
          tabIndex={-1}
          onMouseDown={keepFocus}
          onClick={clear}
        />
      )}
      <ActionIcon
        aria-label="Abrir calendario"
        variant="subtle"
        color="gray"
        size="sm"
        tabIndex={-1}
        onMouseDown={keepFocus}
        onClick={toggle}
      >
        <IconCalendar size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
