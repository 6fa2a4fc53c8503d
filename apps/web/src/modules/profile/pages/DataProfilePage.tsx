import { pathTo } from '@aptovial/shared';
import { Button, DataList, Paper, SimpleGrid, Stack, useMatches } from '@mantine/core';
import { IconEdit, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { ProfileHeader } from '../components/ProfileHeader';
import { profileFields, profileValues } from '../profileValues';

/** DatosPersonales: everything the session knows about the signed-in user. */
export function DataProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  // Label beside value from 768 px; stacked on a phone so long e-mails keep their room.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  if (user === null) return null;
  const values = profileValues(user, t);

  return (
    <PageFrame title={t('profile.title')}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <ProfileHeader user={user} />
          <DataList orientation={orientation} labelWidth={180} withDivider>
            {profileFields.map((field) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel>{t(`profile.fields.${field}`)}</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                  {values[field]}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button
          component={Link}
          to={pathTo('updateDataProfile')}
          size="md"
          h={48}
          leftSection={<IconEdit size={20} stroke={1.6} aria-hidden="true" />}
        >
          {t('userMenu.updateProfile')}
        </Button>
        <Button
          component={Link}
          to={pathTo('changePassword')}
          variant="default"
          size="md"
          h={48}
          leftSection={<IconKey size={20} stroke={1.6} aria-hidden="true" />}
        >
          {t('userMenu.changePassword')}
        </Button>
      </SimpleGrid>
    </PageFrame>
  );
}
