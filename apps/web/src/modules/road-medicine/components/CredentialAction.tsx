import {
  type CredentialRole,
  mayManageRoadCredentials,
  type Register,
  type SchoolNumber,
  stateName,
} from '@aptovial/shared';
import { Button, Group } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifiedSession } from '../../../shared/session/sessionStore';
import { CredentialModal } from './CredentialModal';

type CredentialActionProps = { register: Register; session: VerifiedSession };

/** An enabled number is marked for road medicine and carries its licence number. */
const enabledNumbers = (register: Register) =>
  register.schoolNumbers.filter((number) => number.medicVial && number.licenseNumber);

/**
 * "Credencial de Medicina Vial" for each enabled college number of a medic, for the sessions
 * that may grant it (decision 0018); a President grants the doctor's role only.
 */
export function CredentialAction({ register, session }: CredentialActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<SchoolNumber | null>(null);
  if (!mayManageRoadCredentials(session)) return null;
  const numbers = enabledNumbers(register);
  const roles: readonly CredentialRole[] =
    session.role === 'Admin' ? ['VialDirector', 'Admin'] : ['VialDirector'];
  const name = `${register.names} ${register.lastNames}`;
  return (
    <Group gap="xs">
      {numbers.map((number) => (
        <Button
          key={number.id}
          size="xs"
          variant="light"
          leftSection={<IconId size={16} aria-hidden />}
          aria-label={t('credentials.actionOf', { name, number: number.schoolNumber })}
          onClick={() => setOpen(number)}
        >
          {numbers.length > 1
            ? `${t('credentials.action')} · ${stateName(number.state)}`
            : t('credentials.action')}
        </Button>
      ))}
      <CredentialModal number={open} medicName={name} roles={roles} onClose={() => setOpen(null)} />
    </Group>
  );
}
