import { apiPaths } from '@aptovial/shared';
import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AltchaWidgetElement } from 'altcha';
// The <altcha-widget> JSX element's attributes (types only: nothing is bundled here).
import type {} from 'altcha/types/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The widget's states (its `State` enum), plus ours while its code loads or if it cannot. */
export type CaptchaState =
  | 'loading'
  | 'unavailable'
  | 'unverified'
  | 'verifying'
  | 'verified'
  | 'expired'
  | 'error'
  | 'code';

/** Why no payload will come without the person's help: the work failed, or its code never loaded. */
export type CaptchaFailure = 'error' | 'unavailable';

export type CaptchaFieldProps = {
  /** The solved payload for the `altcha` body field, or null while there is none. */
  onChange(payload: string | null): void;
  /** Said after `onChange(null)` when the challenge failed: a kept submit must not wait on. */
  onFailed?: ((reason: CaptchaFailure) => void) | undefined;
  /** The form's message for the field (unsolved, or the server's CAPTCHA_* message). */
  error?: string | undefined;
};

let widgetCode: Promise<unknown> | undefined;
/** The widget and its worker are fetched the first time a page shows the field (decision 0021). */
export function loadCaptchaWidget(): Promise<unknown> {
  widgetCode ??= import('./captcha/altchaWidget').catch((error: unknown) => {
    widgetCode = undefined; // a later page may try again
    throw error;
  });
  return widgetCode;
}

/** The widget's box at rest (padding, a 22 px checkbox, border), in px. */
const WIDGET_HEIGHT = 48;

type StateDetail = { state?: string; payload?: string | null };
const known: readonly string[] = [
  'unverified',
  'verifying',
  'verified',
  'expired',
  'error',
  'code',
];

/**
 * The proof of work of a public form: it solves itself as soon as it appears (the widget's
 * `onload` mode), starts again when its challenge expires, and is usable without a mouse (the
 * widget's checkbox retries with Space). A hidden live region announces each state. After a
 * refused submit, the form remounts it (`key`) for a new challenge: a solution is good once.
 */
export function CaptchaField({ onChange, onFailed, error }: CaptchaFieldProps) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<CaptchaState>('loading');
  const widget = useRef<AltchaWidgetElement>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const reportFailure = useRef(onFailed);
  reportFailure.current = onFailed;
  const labelId = useId();
  const errorId = useId();
  const language = i18n.language;
  const ready = state !== 'loading' && state !== 'unavailable';

  useEffect(() => {
    let live = true;
    loadCaptchaWidget().then(
      () => live && setState('unverified'),
      () => {
        if (!live) return;
        setState('unavailable');
        reportFailure.current?.('unavailable');
      },
    );
    return () => {
      live = false;
    };
  }, []);

  // The widget's own texts, in the page's language, before it renders them.
  if (ready) {
    globalThis.$altcha.i18n.set(language, {
      ...globalThis.$altcha.i18n.get('en'),
      label: t('captcha.checkbox'),
      loading: t('captcha.loading'),
      verifying: t('captcha.verifying'),
      verified: t('captcha.verified'),
      error: t('captcha.error'),
      expired: t('captcha.expired'),
      reload: t('captcha.retry'),
      verify: t('captcha.verify'),
      verificationRequired: t('captcha.required'),
      waitAlert: t('captcha.wait'),
    });
  }

  // Layout effect: listening before the widget's first (microtask) events.
  useLayoutEffect(() => {
    const element = widget.current;
    if (!ready || element === null) return;
    const onState = (event: Event) => {
      const { state: next, payload } = (event as CustomEvent<StateDetail>).detail ?? {};
      if (next === undefined || !known.includes(next)) return;
      setState(next as CaptchaState);
      report.current(next === 'verified' && payload ? payload : null);
      if (next === 'error') reportFailure.current?.('error');
    };
    // An expired challenge is replaced at once: the person never has to notice.
    const onExpired = () => void element.verify();
    element.addEventListener('statechange', onState);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('expired', onExpired);
    };
  }, [ready]);

  const status: Partial<Record<CaptchaState, string>> = {
    loading: t('captcha.loading'),
    unavailable: t('captcha.unavailable'),
    verifying: t('captcha.verifying'),
    verified: t('captcha.done'),
    expired: t('captcha.expired'),
    error: t('captcha.error'),
  };

  return (
    <Stack
      gap={4}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-captcha-state={state}
    >
      <Text size="sm" fw={500} id={labelId}>
        {t('captcha.label')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('captcha.hint')}
      </Text>
      {/* As tall as the widget: its arrival moves nothing below, a tap lands where aimed. */}
      <Box mih={WIDGET_HEIGHT}>
        {ready ? (
          <altcha-widget
            ref={widget}
            challenge={apiPaths.captchaChallenge}
            auto="onload"
            language={language}
          />
        ) : (
          <Text size="sm" c={state === 'unavailable' ? 'red' : 'dimmed'}>
            {status[state]}
          </Text>
        )}
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {ready ? status[state] : ''}
      </VisuallyHidden>
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
