import { useId } from 'react';
import { Asterisk, describedBy, Hint, Message, type Option } from './PlainFields';
import classes from './plainChoices.module.css';

type GroupProps = {
  /** The inputs' name: the form focuses the first one of a refused group by it. */
  name: string;
  /** The question, read as the group's name (its legend). */
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  options: readonly Option[];
};

type ChoicesProps = GroupProps &
  (
    | { type: 'checkbox'; value: readonly string[]; onChange: (value: string[]) => void }
    | { type: 'radio'; value: string; onChange: (value: string) => void }
  );

/**
 * Checkboxes (several answers) or radios (one) as native inputs in a fieldset: the keyboard works
 * as the browser's does (Space ticks, arrows move between radios) and a screen reader reads the
 * question with each choice, and the message when there is one.
 */
export function Choices(props: ChoicesProps) {
  const id = useId();
  const { type, name, label, error, options } = props;
  const checked = (value: string) =>
    type === 'checkbox' ? props.value.includes(value) : props.value === value;
  const toggle = (value: string, on: boolean) => {
    if (props.type === 'radio') props.onChange(value);
    else props.onChange(on ? [...props.value, value] : props.value.filter((v) => v !== value));
  };
  return (
    <fieldset
      className={classes.group}
      // As Mantine's Radio.Group: the radios are one choice; the legend still names the group.
      role={type === 'radio' ? 'radiogroup' : undefined}
      aria-describedby={describedBy(id, props)}
    >
      <legend>
        {label}
        {props.required && <Asterisk />}
      </legend>
      <Hint id={id} text={props.description} />
      <div className={classes.choices}>
        {options.map((option) => (
          <label key={option.value} className={classes.choice}>
            <span className={classes.mark}>
              <input
                type={type}
                name={name}
                value={option.value}
                checked={checked(option.value)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                aria-invalid={Boolean(error)}
                className={classes.box}
              />
              {type === 'checkbox' && (
                <svg className={classes.tick} viewBox="0 0 10 7" fill="none" aria-hidden="true">
                  <path
                    d="M4 4.586 1.707 2.293A1 1 0 1 0 .293 3.707l3 3a1 1 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586Z"
                    fill="currentColor"
                  />
                </svg>
              )}
            </span>
            {option.label}
          </label>
        ))}
      </div>
      <Message id={id} text={error} />
    </fieldset>
  );
}
