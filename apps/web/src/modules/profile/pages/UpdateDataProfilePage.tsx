import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { PhonesForm } from '../components/PhonesForm';
import { PhotoForm } from '../components/PhotoForm';

/** ActualizarDatos: the contact phones and the profile photo. */
export function UpdateDataProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  if (user === null) return null;
  return (
    <PageFrame title={t('updateProfile.title')}>
      <Section title={t('updateProfile.photoTitle')}>
        <PhotoForm user={user} />
      </Section>
      <Section title={t('updateProfile.phonesTitle')}>
        <PhonesForm user={user} />
      </Section>
    </PageFrame>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
