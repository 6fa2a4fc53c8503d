import type { SessionSchoolNumber } from '@aptovial/shared';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { registerFields, schoolNumberFields } from '../schoolNumberValues';
import { FieldList } from './FieldList';

/** A road-medicine account's college number, its state and the register it belongs to. */
export function SchoolNumberCard({ card }: { card: SessionSchoolNumber | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('profile.schoolNumber.title')}
        </Title>
        {card === null ? (
          <Text c="dimmed">{t('profile.schoolNumber.none')}</Text>
        ) : (
          <>
            <FieldList fields={schoolNumberFields(card, t)} />
            <Title order={3} size="h5">
              {t('profile.schoolNumber.register')}
            </Title>
            <FieldList fields={registerFields(card, t)} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
