import type { CreatedApiKey } from '@aptovial/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../shared/reference/useStateNames';
import { FormModal } from '../../../shared/ui/FormModal';
import type { ApiKeysAccess } from '../apiKeysScope';
import { CreateApiKeyForm } from './CreateApiKeyForm';

type CreateApiKeyModalProps = {
  opened: boolean;
  access: ApiKeysAccess;
  stateOptions: readonly Option[];
  stateName: (code: string) => string;
  onClose: () => void;
  onCreated: (created: CreatedApiKey) => void;
};

export function CreateApiKeyModal({ opened, onClose, ...form }: CreateApiKeyModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      draftKey="apiKeys:new"
      title={t('apiKeys.form.title')}
      fullScreen={phone === true}
    >
      {opened && <CreateApiKeyForm {...form} />}
    </FormModal>
  );
}
