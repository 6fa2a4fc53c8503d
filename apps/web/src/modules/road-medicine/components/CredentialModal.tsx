import type { CredentialRole, SchoolNumber } from '@aptovial/shared';
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../shared/api/errorMessage';
import { FormModal } from '../../../shared/ui/FormModal';
import { useSearchCredential } from '../api/searchCredential';
import { CredentialForm } from './CredentialForm';

type CredentialModalProps = {
  /** The enabled college number whose credential is shown; null keeps the modal closed. */
  number: SchoolNumber | null;
  medicName: string;
  roles: readonly CredentialRole[];
  onClose: () => void;
};

/** The medic's road-medicine credential: shown and edited when found, offered when not. */
export function CredentialModal({ number, medicName, roles, onClose }: CredentialModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <FormModal
      opened={number !== null}
      onClose={onClose}
      // One credential per college number: its draft is kept per number (decision 0067).
      draftKey={`credentials:${number?.id ?? 'none'}`}
      title={t('credentials.title', { name: medicName })}
      size="lg"
      fullScreen={phone === true}
    >
      {number !== null && <CredentialBody number={number} roles={roles} onDone={onClose} />}
    </FormModal>
  );
}

function CredentialBody({
  number,
  roles,
  onDone,
}: {
  number: SchoolNumber;
  roles: readonly CredentialRole[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const found = useSearchCredential(number.id);
  const numberLine = t('credentials.numberLine', {
    number: number.schoolNumber,
    license: number.licenseNumber ?? '—',
  });
  if (found.isPending) return <Loader aria-label={t('credentials.loading')} />;
  if (found.isError) {
    return (
      <Alert color="red" title={t('credentials.searchFailed')}>
        {messageOf(found.error, t('credentials.failed'))}
      </Alert>
    );
  }
  const credential = found.data;
  return (
    <Stack gap="md">
      <Text size="sm">{numberLine}</Text>
      <Text>
        {credential === null
          ? t('credentials.none')
          : t('credentials.found', {
              email: credential.email,
              status: t(
                credential.status === 'active' ? 'credentials.active' : 'credentials.inactive',
              ),
            })}
      </Text>
      <CredentialForm
        key={credential?.id ?? 'new'}
        schoolNumberId={number.id}
        credential={credential}
        roles={roles}
        onDone={onDone}
      />
    </Stack>
  );
}
