import { apiPaths, pathTo } from '@aptovial/shared';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { messageOf } from '../../../shared/api/errorMessage';
import { http } from '../../../shared/api/http';
import { readDeploymentMode } from '../../../shared/mode/deploymentMode';
import { LandingHeader } from '../../../shared/ui/LandingHeader';

type Phase = { phase: 'stopping' } | { phase: 'stopped' } | { phase: 'refused'; message: string };

/**
 * dejar-de-recibir-recordatorios (stopReminders): the one-click stop of a reminder e-mail's
 * signed link (decision 0087). The page posts the link's two values itself, so a mail scanner
 * that merely fetches the address stops nothing; no session is needed.
 */
export function StopRemindersPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [state, setState] = useState<Phase>({ phase: 'stopping' });
  useDocumentTitle(t('stopReminders.documentTitle'));

  useEffect(() => {
    const params = new URLSearchParams(search);
    const body = { h: params.get('h') ?? '', s: params.get('s') ?? '' };
    let live = true;
    http.post(apiPaths.stopReminders, body).then(
      () => live && setState({ phase: 'stopped' }),
      (error: unknown) =>
        live &&
        setState({ phase: 'refused', message: messageOf(error, t('stopReminders.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [search, t]);

  return (
    <>
      <LandingHeader mode={readDeploymentMode()} />
      <Container component="main" size="sm" px="md" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2}>
            {t('stopReminders.title')}
          </Title>
          <div role="status" aria-live="polite" aria-busy={state.phase === 'stopping'}>
            {state.phase === 'stopping' && <Text>{t('stopReminders.stopping')}</Text>}
            {state.phase === 'stopped' && (
              <Alert color="green" title={t('stopReminders.stopped')}>
                {t('stopReminders.stoppedLead')}
              </Alert>
            )}
            {state.phase === 'refused' && (
              <Alert color="red" title={t('stopReminders.refused')}>
                {state.message}
              </Alert>
            )}
          </div>
          <Anchor component={Link} to={pathTo('formCertifield')}>
            {t('stopReminders.toRequest')}
          </Anchor>
        </Stack>
      </Container>
    </>
  );
}
