import { createInterface } from 'node:readline/promises';
import {
  checkField,
  FirstAdminRefused,
  fields,
  type RawValues,
  readFirstAdmin,
} from './first-admin-input';

export type Terminal = {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  /** A person at a terminal who can be asked; a pipe or a job is refused instead. */
  interactive: boolean;
};

/** Tries per value before giving up: a script typing into the terminal must not loop for ever. */
const TRIES = 3;

/**
 * The values the flags did not give, asked one by one in Spanish on a terminal (each checked as
 * it is typed); without one, the first missing value refuses, naming its flag.
 */
export async function completeFirstAdmin(values: RawValues, terminal: Terminal) {
  const missing = fields.filter(({ key }) => !values[key]?.trim());
  const first = missing[0];
  if (!first) return readFirstAdmin(values as Required<RawValues>);
  if (!terminal.interactive) {
    throw new FirstAdminRefused(
      `Falta ${first.flag} (${first.prompt}): sin una terminal no se puede preguntar.`,
      2,
    );
  }
  const answers: RawValues = { ...values };
  const lines = createInterface({ input: terminal.input, output: terminal.output });
  // Ctrl-D or a closed input ends the questions: nothing is created.
  const closed = new Promise<undefined>((resolve) => lines.once('close', () => resolve(undefined)));
  try {
    for (const { key, flag, prompt } of missing) {
      for (let tries = 1; answers[key] === undefined; tries += 1) {
        const answer = await Promise.race([lines.question(`${prompt}: `), closed]);
        if (answer === undefined) throw new FirstAdminRefused(`Falta ${flag}: no se creó nada.`, 2);
        try {
          checkField(key, answer);
          answers[key] = answer;
        } catch (error) {
          if (!(error instanceof FirstAdminRefused) || tries >= TRIES) throw error;
          terminal.output.write(`${error.message}\n`);
        }
      }
    }
  } finally {
    lines.close();
  }
  return readFirstAdmin(answers as Required<RawValues>);
}
