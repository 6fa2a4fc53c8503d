import { readVerificationLocation } from '@aptovial/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readDeploymentMode } from '../../../shared/mode/deploymentMode';
import { LandingHeader } from '../../../shared/ui/LandingHeader';
import { CheckingBanner } from '../components/Banner';
import type { DetailsSource } from '../components/CertificateDetails';
import { SerialSearchForm } from '../components/SerialSearchForm';
import { OfflineListNote } from '../offline/OfflineListNote';
import { useOfflineSync } from '../offline/useOfflineSync';
import type { Verification } from '../outcome';
import { CertificateDetails, StatusBanner } from '../resultView';
import { ScanButton } from '../scan/ScanButton';
import { useVerification, type VerificationState } from '../useVerification';

/**
 * Buscar-certificado-medicos (searchCertifieldsFree): anyone checks a certificate by its serial;
 * the QR opens it as `?serial=N#<proof>` and the signature is checked in this browser too
 * (decisions 0006 and 0037). Mounted without TanStack Query to stay light on a phone.
 */
export function VerifyCertificatePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useVerification(location);
  const { serial, proof } = readVerificationLocation(location.search, location.hash);
  const kept = useOfflineSync(proof === null);
  useDocumentTitle(t('verify.documentTitle'));

  // A typed serial replaces the address (and any QR proof), so the search can be shared.
  const search = (value: number) => navigate({ search: `?serial=${value}` });
  const retry = () => navigate(location, { replace: true });
  const scanned = (address: string) => navigate(address);

  return (
    <>
      <LandingHeader mode={readDeploymentMode()} />
      <Container component="main" size="sm" px="md" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2}>
              {t('verify.title')}
            </Title>
            <Text>{t('verify.lead')}</Text>
          </Stack>
          <SerialSearchForm
            key={location.key}
            initialSerial={serial === null ? '' : String(serial)}
            onSearch={search}
          />
          {/* The scanned address replaces this one, as a typed serial does. */}
          <ScanButton onAddress={scanned} />
          <VerificationResult state={state} onRetry={retry} onScanned={scanned} />
          {/* Ready for checks without signal: how old the kept list is. */}
          {state.phase === 'idle' && kept !== null && <OfflineListNote asOf={kept.asOf} />}
        </Stack>
      </Container>
    </>
  );
}

/** "Certificado anterior a AptoVial: verificado por serial" (decision 0080). */
function ImportedNote() {
  const { t } = useTranslation();
  return (
    <Text fw={600} mt="sm">
      {t('verify.imported')}
    </Text>
  );
}

/** A superseded printout shows the record's newer data, which must not pass for the printed one. */
function detailsSource({ outcome, signed }: Verification): DetailsSource {
  if (signed) return 'signed';
  return outcome === 'superseded' ? 'newer' : 'record';
}

/** Outcomes whose banner already says the kept list's date (decision 0072). */
const listInBanner = new Set<Verification['outcome']>(['notListed', 'offline']);

function VerificationResult({
  state,
  onRetry,
  onScanned,
}: {
  state: VerificationState;
  onRetry: () => void;
  onScanned: (address: string) => void;
}) {
  const result = state.phase === 'done' ? state.result : null;
  const checking = <CheckingBanner />;
  // A typed serial without signal: the printed QR can be checked here, so the banner offers it.
  const scan = result?.outcome === 'serialOffline' && (
    <ScanButton onAddress={onScanned} label="verify.scan.fromBanner" />
  );
  const listNote = result?.listAsOf !== undefined && !listInBanner.has(result.outcome);
  return (
    <>
      {/* Always mounted, so screen readers announce each new verdict. */}
      <div role="status" aria-live="polite" aria-busy={state.phase === 'checking'}>
        {state.phase === 'checking' && checking}
        {result !== null && (
          <Suspense fallback={checking}>
            <StatusBanner
              outcome={result.outcome}
              listAsOf={result.listAsOf}
              action={scan}
              onRetry={onRetry}
            />
          </Suspense>
        )}
        {listNote && <OfflineListNote asOf={result.listAsOf ?? null} />}
        {/* No QR to check on a printout of the replaced system: its serial is all there is. */}
        {result?.imported && <ImportedNote />}
      </div>
      {result?.certificate && (
        <Suspense fallback={null}>
          <CertificateDetails certificate={result.certificate} source={detailsSource(result)} />
        </Suspense>
      )}
    </>
  );
}
