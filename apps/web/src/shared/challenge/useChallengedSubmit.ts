import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaFailure, CaptchaFieldProps } from '../ui/CaptchaField';

/**
 * What the submit button says: `idle`; `busy` while the form checks or sends (a spinner);
 * `verifying` while a kept tap waits for the challenge ("Verificando…").
 */
export type SubmitPhase = 'idle' | 'busy' | 'verifying';

/**
 * The solved payload: at once when the widget has it, else as soon as it solves (the tap is kept);
 * null when the challenge failed, its message is under the field, and nothing is to be sent.
 */
export type AwaitSolution = () => Promise<string | null>;

/**
 * The submit of a public form with a challenge (decision 0063). One submit at a time, whatever
 * the taps; the form checks its fields first, and only a valid form waits for the challenge, so
 * an empty form's first tap marks its fields. A tap made while the challenge is still being
 * solved is kept and sent when it solves, never lost. A solution is good once: after a send that
 * used one, a new widget (`round`, the field's `key`) solves a new challenge.
 */
export function useChallengedSubmit() {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  // The field's message: a failed challenge's (gone once it solves) or the server's refusal
  // (kept until the next submit: the new challenge solving does not say why nothing was sent).
  const [error, setError] = useState<{ text: string; untilSolved: boolean } | null>(null);
  // Refs, not state: a double tap and the widget's events land before React re-renders.
  const running = useRef(false);
  const solution = useRef<string | null>(null);
  const failure = useRef<CaptchaFailure | null>(null);
  const kept = useRef<((payload: string | null) => void) | null>(null);

  const notSent = (reason: CaptchaFailure) =>
    setError({
      text: t(reason === 'unavailable' ? 'captcha.notSentUnavailable' : 'captcha.notSent'),
      untilSolved: true,
    });

  const handOver = (payload: string | null) => {
    const resume = kept.current;
    if (resume === null) return;
    kept.current = null;
    setPhase('busy');
    resume(payload);
  };

  const field: Pick<CaptchaFieldProps, 'onChange' | 'onFailed' | 'error'> = {
    error: error?.text,
    onChange(payload) {
      solution.current = payload;
      failure.current = null;
      if (payload === null) return;
      setError((current) => (current?.untilSolved ? null : current));
      handOver(payload);
    },
    onFailed(reason) {
      failure.current = reason;
      if (kept.current === null) return;
      notSent(reason);
      handOver(null);
    },
  };

  const awaitSolution = (): Promise<string | null> => {
    if (solution.current !== null) return Promise.resolve(solution.current);
    if (failure.current !== null) {
      notSent(failure.current);
      return Promise.resolve(null);
    }
    setPhase('verifying');
    return new Promise((resume) => {
      kept.current = resume;
    });
  };

  /**
   * Runs the form's submit (`task`), unless one is already running. The task checks the fields,
   * then awaits the solution before it sends; a used solution is replaced when the task ends.
   */
  async function run(task: (solved: AwaitSolution) => Promise<void>): Promise<void> {
    if (running.current) return;
    running.current = true;
    let used = false;
    setPhase('busy');
    setError(null);
    try {
      await task(async () => {
        const payload = await awaitSolution();
        used ||= payload !== null;
        return payload;
      });
    } finally {
      running.current = false;
      kept.current = null;
      setPhase('idle');
      if (used) {
        solution.current = null;
        setRound((current) => current + 1);
      }
    }
  }

  return {
    /** The CaptchaField's `key`: a new one after each used solution. */
    round,
    /** The CaptchaField's other props. */
    field,
    phase,
    /** SubmitButton's props: busy while running, "Verificando…" while a tap waits. */
    button: {
      pending: phase !== 'idle',
      pendingLabel: phase === 'verifying' ? t('captcha.verifying') : undefined,
    },
    run,
    /** The server refused the solution (CAPTCHA_*): its message under the field. */
    refuse: (text: string) => setError({ text, untilSolved: false }),
  };
}
