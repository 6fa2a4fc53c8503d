import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { readDeploymentMode } from '../../../shared/mode/deploymentMode';
import { LandingHeader } from '../../../shared/ui/LandingHeader';
import { RequestFlow } from '../request/RequestFlow';

/**
 * The public's request pages, one light chunk (docs/architecture.md): mounted without TanStack
 * Query, the validation schemas fetched on the first focus, the challenge widget on its own.
 */
function RequestPage({ withPayment }: { withPayment: boolean }) {
  const { t } = useTranslation();
  const title = t(withPayment ? 'preRegister.request.titlePayment' : 'preRegister.request.title');
  useDocumentTitle(`${title} · ${t('app.name')}`);
  return (
    <>
      <LandingHeader mode={readDeploymentMode()} />
      <Container component="main" size="sm" px="md" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2}>
              {title}
            </Title>
            <Text>{t('preRegister.request.lead')}</Text>
          </Stack>
          <RequestFlow withPayment={withPayment} />
        </Stack>
      </Container>
    </>
  );
}

/** solicitar-certificado (formCertifield). */
export function RequestCertificatePage() {
  return <RequestPage withPayment={false} />;
}

/** solicitar-certificado-pago (formCertifieldPayment): the same form, then the payment step. */
export function RequestWithPaymentPage() {
  return <RequestPage withPayment />;
}
