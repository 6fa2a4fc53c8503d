import { pathTo } from '@aptovial/shared';
import { Button, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconEdit, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore, useVerifiedSession } from '../../../shared/session/sessionStore';
import { PageFrame } from '../../../shared/ui/PageFrame';
import { PublicPaymentsNotice } from '../../commissions/index';
import { FieldList } from '../components/FieldList';
import { ProfileHeader } from '../components/ProfileHeader';
import { SchoolNumberCard } from '../components/SchoolNumberCard';
import { PasskeysSection } from '../passkeys/PasskeysSection';
import { profileFields, profileValues } from '../profileValues';

/** DatosPersonales: everything the session knows about the signed-in user. */
export function DataProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const session = useVerifiedSession();
  if (user === null) return null;
  const values = profileValues(user, t);
  const fields = profileFields.map((field) => ({
    key: field,
    label: t(`profile.fields.${field}`),
    value: values[field],
  }));

  return (
    <PageFrame title={t('profile.title')}>
      {/* Where a sign-in lands: the college Admin reads here what stops the public from paying. */}
      {session !== null && <PublicPaymentsNotice session={session} />}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <ProfileHeader user={user} />
          <FieldList fields={fields} />
        </Stack>
      </Paper>
      {user.type === 'medicVial' && <SchoolNumberCard card={user.schoolNumber} />}
      <PasskeysSection user={user} />
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
