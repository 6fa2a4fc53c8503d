import { pathTo } from '@aptovial/shared';
import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { countText } from '../../../shared/i18n/plural';
import { readDeploymentMode } from '../../../shared/mode/deploymentMode';
import { LandingHeader } from '../../../shared/ui/LandingHeader';
import { DoctorCard } from '../components/DoctorCard';
import { DoctorSearchForm } from '../components/DoctorSearchForm';
import { type DoctorSearch, doctorSearchQuery, readDoctorSearch } from '../search';
import { type DoctorCheckState, useDoctorCheck } from '../useDoctorCheck';

/**
 * Consultar-medico (doctorCheck): "¿Está habilitado este médico?" for anyone, by college number,
 * road-medicine licence or name (decision 0084). The verify page links its issuing doctor here.
 * Laid out as the verify page, for a phone at the roadside, without the query library.
 */
export function DoctorCheckPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const search = readDoctorSearch(location.search);
  const state = useDoctorCheck(search, location.key);
  useDocumentTitle(t('doctorCheck.documentTitle'));

  // The search goes into the address, so it can be shared and a retry is a navigation.
  const run = (next: DoctorSearch) => navigate({ search: doctorSearchQuery(next) });
  const retry = () => navigate(location, { replace: true });

  return (
    <>
      <LandingHeader mode={readDeploymentMode()} />
      <Container component="main" size="sm" px="md" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2}>
              {t('doctorCheck.title')}
            </Title>
            <Text>{t('doctorCheck.lead')}</Text>
          </Stack>
          <DoctorSearchForm key={location.key} initial={search} onSearch={run} />
          <CheckResult state={state} onRetry={retry} />
          <Anchor component={Link} to={pathTo('searchCertifieldsFree')}>
            {t('doctorCheck.toVerify')}
          </Anchor>
        </Stack>
      </Container>
    </>
  );
}

function CheckResult({ state, onRetry }: { state: DoctorCheckState; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const found = state.phase === 'found' ? state.answer : null;
  return (
    <>
      {/* Always mounted, so screen readers announce each answer. */}
      <div role="status" aria-live="polite" aria-busy={state.phase === 'searching'}>
        {state.phase === 'searching' && <Text>{t('doctorCheck.searching')}</Text>}
        {found !== null && (
          <Text fw={600}>
            {found.data.length === 0
              ? t('doctorCheck.none')
              : countText(i18n, 'doctorCheck.found', found.data.length, {
                  total: found.data.length,
                })}
          </Text>
        )}
        {found?.more && <Text mt="xs">{t('doctorCheck.more', { total: found.data.length })}</Text>}
        {state.phase === 'refused' && (
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm" align="flex-start">
              <Text fw={600}>{state.message ?? t('doctorCheck.unreachable')}</Text>
              <Button variant="default" onClick={onRetry}>
                {t('doctorCheck.retry')}
              </Button>
            </Stack>
          </Paper>
        )}
      </div>
      {found !== null && found.data.length > 0 && (
        <Stack gap="md" component="section" aria-label={t('doctorCheck.results')}>
          {found.data.map((doctor, index) => (
            <DoctorCard
              // The answer carries no id (nothing private): the first number names the person.
              key={`${doctor.numbers[0]?.state ?? ''}-${doctor.numbers[0]?.schoolNumber ?? index}`}
              doctor={doctor}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
