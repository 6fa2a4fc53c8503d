import type { OperativeApplicant } from '@aptovial/shared';
import { useHotkeys } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Alt+N: "Emitir siguiente". Physical key, so a Mac's Alt+N (a dead key, "˜") works too. */
export const NEXT_HOTKEY = 'alt+N';

const unserved = (applicant: OperativeApplicant) => applicant.certificateId === null;

/**
 * The first applicant still without a certificate after `after` in the page's order, else the
 * first one before it: the doctor goes down the list and comes back for whoever was skipped.
 * `after` itself is never the answer.
 */
export function nextUnserved(
  applicants: readonly OperativeApplicant[],
  after: number | null = null,
): OperativeApplicant | undefined {
  const at = applicants.findIndex((applicant) => applicant.id === after);
  const later = applicants.slice(at + 1).find(unserved);
  return later ?? applicants.slice(0, Math.max(at, 0)).find(unserved);
}

/**
 * Fifty certificates in a row (decision 0025): the form opens from a row's "Emitir" (or Alt+N for
 * the next one), and once a certificate is issued the focus lands on the next unserved applicant's
 * "Emitir", so Enter opens the next form: the doctor never reaches for the mouse. With none left
 * on the page the focus goes to `done` (the line that says so). `arrived` is the applicant whose
 * "Emitir" takes the focus first (the one just charged, back from pagar-solicitud).
 */
export function useIssueLoop(
  applicants: readonly OperativeApplicant[] | undefined,
  enabled: boolean,
  arrived: number | null,
) {
  const [issuing, setIssuing] = useState<OperativeApplicant | null>(null);
  const [focusOn, setFocusOn] = useState<number | 'done' | null>(arrived);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusOn === null || issuing !== null) return;
    const target = focusOn === 'done' ? done.current : buttons.current.get(focusOn);
    if (target === null || target === undefined) return;
    target.focus();
    setFocusOn(null);
  });

  const issueNext = () => {
    const next = nextUnserved(applicants ?? []);
    if (enabled && issuing === null && next !== undefined) setIssuing(next);
  };
  useHotkeys([[NEXT_HOTKEY, issueNext, { usePhysicalKeys: true }]], []);

  return {
    issuing,
    open: (applicant: OperativeApplicant) => setIssuing(applicant),
    /** The form closed without issuing: the focus goes back to that applicant's button. */
    close: () => {
      if (issuing !== null) setFocusOn(issuing.id);
      setIssuing(null);
    },
    issued: (applicant: OperativeApplicant) => {
      setIssuing(null);
      // The page still lists it unserved until the cache follows: it is never its own next.
      setFocusOn(nextUnserved(applicants ?? [], applicant.id)?.id ?? 'done');
    },
    issueNext,
    hasNext: enabled && nextUnserved(applicants ?? []) !== undefined,
    done,
    issueButton: (id: number) => (button: HTMLButtonElement | null) => {
      if (button === null) buttons.current.delete(id);
      else buttons.current.set(id, button);
    },
  };
}
