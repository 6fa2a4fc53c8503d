import { modeTitles } from '@aptovial/shared';
import { Box, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconCreditCard,
  IconFileCertificate,
  IconLogin2,
  IconShieldCheck,
  IconStethoscope,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { readDeploymentMode } from '../../../shared/mode/deploymentMode';
import { LandingHeader } from '../../../shared/ui/LandingHeader';
import { type EntryLink, EntryLinks } from '../components/EntryLinks';

const driverLinks: readonly EntryLink[] = [
  { route: 'formCertifield', icon: IconFileCertificate, variant: 'filled' },
  { route: 'formCertifieldPayment', icon: IconCreditCard, variant: 'filled' },
  { route: 'searchCertifieldsFree', icon: IconShieldCheck, variant: 'default' },
  { route: 'doctorCheck', icon: IconStethoscope, variant: 'default' },
];

const professionalLinks: readonly EntryLink[] = [
  { route: 'login', icon: IconLogin2, variant: 'default' },
  { route: 'loginINTT', icon: IconLogin2, variant: 'default' },
  { route: 'loginMedicVial', icon: IconLogin2, variant: 'default' },
];

/** The public landing (`indexAptoVial`): what AptoVial does and the way into each area. */
export function LandingPage() {
  const { t } = useTranslation();
  const mode = readDeploymentMode();
  useDocumentTitle(modeTitles[mode]);

  return (
    <>
      <LandingHeader mode={mode} />
      <Container component="main" size="md" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={1} fz={{ base: 26, sm: 36 }} lh={1.2}>
              {t('landing.title')}
            </Title>
            <Text size="lg" maw={680}>
              {t('landing.lead')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <LandingSection id="landing-drivers" section="drivers" links={driverLinks} />
            <LandingSection
              id="landing-professionals"
              section="professionals"
              links={professionalLinks}
            />
          </SimpleGrid>
        </Stack>
      </Container>
      <Box component="footer" py="lg">
        <Container size="md">
          <Text size="sm">{t('landing.footer')}</Text>
        </Container>
      </Box>
    </>
  );
}

/** One audience of the landing: a titled card with its entry links. */
function LandingSection({
  id,
  section,
  links,
}: {
  id: string;
  section: 'drivers' | 'professionals';
  links: readonly EntryLink[];
}) {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {t(`landing.${section}.title`)}
        </Title>
        <Text>{t(`landing.${section}.text`)}</Text>
        <EntryLinks links={links} />
      </Stack>
    </Paper>
  );
}
