import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../session/sessionStore';

/**
 * Drafts of dialog forms (decision 0067): what was typed survives closing and reopening the same
 * dialog in the same tab, until it is saved or discarded. Kept in memory only, per account and
 * form, and never a secret: a reload or another person at the screen finds nothing.
 */
const drafts = new Map<string, Record<string, unknown>>();
// What belongs with a draft without being a field (the request an issue form serves).
const companions = new Map<string, unknown>();

// Fields never kept, whatever the form: passwords, codes, payment keys, challenge answers.
const SECRET = /pass|clave|otp|code|token|key|pin|cvv|altcha|captcha/i;

/** What a dialog tells its form: where the form's draft lives, and how to say it is changed. */
export type DraftScope = { key: string; setDirty: (dirty: boolean) => void };

export const FormDraftContext = createContext<DraftScope | null>(null);

// Signing out (or losing the session) lets every draft go: the next person finds none.
useSessionStore.subscribe((state, previous) => {
  if (state.user === null && previous.user !== null) {
    drafts.clear();
    companions.clear();
  }
});

const slot = (key: string) => `${useSessionStore.getState().user?.email ?? ''}\u0000${key}`;

export function forgetDraft(key: string): void {
  drafts.delete(slot(key));
  companions.delete(slot(key));
}

/**
 * A value of the form's that is not one of its fields, restored and forgotten with its draft: a
 * draft of an issue form copied from a request must come back still serving that request, or its
 * certificate would leave the request open.
 */
export function useDraftCompanion<T>(initial: T): [T, (next: T) => void] {
  const scope = useContext(FormDraftContext);
  const [value, setValue] = useState<T>(() => {
    if (scope === null) return initial;
    const key = slot(scope.key);
    return drafts.has(key) && companions.has(key) ? (companions.get(key) as T) : initial;
  });
  const set = (next: T) => {
    setValue(next);
    if (scope !== null) companions.set(slot(scope.key), next);
  };
  return [value, set];
}

/** The values but the named ones, for comparing and keeping. */
const without = (values: object, unkept: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !unkept.includes(name)));

function keep(key: string, values: object, unkept: readonly string[]): void {
  const safe = Object.entries(without(values, unkept)).filter(([name]) => !SECRET.test(name));
  drafts.set(slot(key), Object.fromEntries(safe));
}

/** The form's starting values: its draft laid over the initial values, if one was kept. */
function restored<V extends object>(key: string, initialValues: V): V {
  const draft = drafts.get(slot(key));
  if (draft === undefined) return initialValues;
  const known = Object.entries(draft).filter(([name]) => name in initialValues);
  return { ...initialValues, ...Object.fromEntries(known) };
}

/**
 * A form's values, drafted when the form is inside a dialog that gives a FormDraftContext
 * (shared/ui/FormModal): they start from the kept draft, every change is kept while they differ
 * from the starting values, and the dialog learns whether there is anything to lose. `unkept`
 * fields are neither kept nor a change: what the server hands out for this sending alone (the
 * serial an issue form offers) must not come back from a draft once another took it.
 */
export function useDraftedValues<V extends object>(
  initialValues: V,
  unkept: readonly string[] = [],
) {
  const scope = useContext(FormDraftContext);
  const [values, setValues] = useState<V>(() =>
    scope === null ? initialValues : restored(scope.key, initialValues),
  );
  // Where nothing is lost: the initial values, then what a reset or the form's own fills set.
  const [baseline, setBaseline] = useState<V>(initialValues);
  const [skipped] = useState(unkept);
  const latest = useRef({ values, baseline });
  latest.current = { values, baseline };
  const changed = (current: V, from: V = baseline) =>
    JSON.stringify(without(current, skipped)) !== JSON.stringify(without(from, skipped));
  const dirty = changed(values);

  useEffect(() => {
    if (scope === null) return;
    scope.setDirty(dirty);
    if (dirty) keep(scope.key, values, skipped);
    else forgetDraft(scope.key);
  }, [scope, dirty, values, skipped]);
  // A form gone (issued and closed, or another one in its place) leaves nothing to lose.
  useEffect(() => () => scope?.setDirty(false), [scope]);

  return {
    values,
    setValues,
    /**
     * A value the form filled by itself (a suggested due date), not the person: it is kept with
     * a draft, but alone it is nothing to lose.
     */
    settle: (name: keyof V & string, value: V[keyof V & string]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setBaseline((current) => ({ ...current, [name]: value }));
    },
    /** The form starts again from `next` (the next driver after one issued): no draft. */
    restart: (next: V) => {
      setValues(next);
      setBaseline(next);
      if (scope !== null) forgetDraft(scope.key);
    },
    /** A valid send went out: nothing to restore if it succeeds. */
    sent: () => {
      if (scope !== null) forgetDraft(scope.key);
    },
    /** The send was refused: the values are a draft again. */
    refused: () => {
      const now = latest.current;
      if (scope !== null && changed(now.values, now.baseline)) keep(scope.key, now.values, skipped);
    },
  };
}
