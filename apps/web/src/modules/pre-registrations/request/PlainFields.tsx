import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import classes from './plainFields.module.css';

/**
 * The request form's text boxes and lists as plain elements (plainFields.module.css says why),
 * wired as Mantine wires its own: the label names the field, the hint and the message are read
 * with it (aria-describedby), a refused value is marked invalid, a required one has its asterisk.
 */

type FrameProps = {
  label: string;
  /** A hint under the label. */
  description?: string | undefined;
  /** The form's message for the field, shown under it in red. */
  error?: string | undefined;
  required?: boolean | undefined;
};

/** A section of the form: its legend names the fields inside for a screen reader too. */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export const Asterisk = () => (
  <span className={classes.required} aria-hidden="true">
    {' *'}
  </span>
);

/** The ids that describe a control: its hint and its message, when there are. */
export function describedBy(id: string, { description, error }: FrameProps) {
  const ids = [error ? `${id}-error` : '', description ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function Hint({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={`${id}-hint`} className={classes.hint}>
      {text}
    </p>
  ) : null;
}

export function Message({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={`${id}-error`} className={classes.error}>
      {text}
    </p>
  ) : null;
}

function Frame({ id, frame, children }: { id: string; frame: FrameProps; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {frame.label}
        {frame.required && <Asterisk />}
      </label>
      <Hint id={id} text={frame.description} />
      {children}
      <Message id={id} text={frame.error} />
    </div>
  );
}

/** The control's own attributes from the field's: id, validity and what describes it. */
function controlProps(id: string, frame: FrameProps) {
  return {
    id,
    className: classes.input,
    required: frame.required,
    'aria-invalid': Boolean(frame.error),
    'aria-describedby': describedBy(id, frame),
  };
}

type TextFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

export function TextField({ label, description, error, required, ...input }: TextFieldProps) {
  const id = useId();
  const frame = { label, description, error, required };
  return (
    <Frame id={id} frame={frame}>
      <input {...input} {...controlProps(id, frame)} />
    </Frame>
  );
}

export type Option = { value: string; label: string };

type SelectFieldProps = FrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & { data: readonly Option[] };

export function SelectField({
  label,
  description,
  error,
  required,
  data,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const frame = { label, description, error, required };
  return (
    <Frame id={id} frame={frame}>
      <div className={classes.selectBox}>
        <select {...select} {...controlProps(id, frame)}>
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden="true">
          <path
            d="M4.93 5.43a.45.45 0 0 0 .64.64L7.5 4.14l1.93 1.93a.45.45 0 0 0 .64-.64L7.82 3.18a.45.45 0 0 0-.64 0Zm5.14 4.14a.45.45 0 0 0-.64-.64L7.5 10.86 5.57 8.93a.45.45 0 0 0-.64.64l2.25 2.25a.45.45 0 0 0 .64 0Z"
            fill="currentColor"
          />
        </svg>
      </div>
    </Frame>
  );
}
