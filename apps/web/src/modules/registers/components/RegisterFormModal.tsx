import type { Register } from '@aptovial/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal';
import type { RegisterOptions } from '../registerOptions';
import type { RegistersAccess } from '../registersScope';
import { RegisterForm } from './RegisterForm';

/** 'new' creates a register, a register edits it, null keeps the modal closed. */
export type RegisterFormTarget = Register | 'new' | null;

type RegisterFormModalProps = {
  access: RegistersAccess;
  options: RegisterOptions;
  target: RegisterFormTarget;
  onClose: () => void;
};

export function RegisterFormModal({ access, options, target, onClose }: RegisterFormModalProps) {
  const { t } = useTranslation();
  // On a phone the form takes the whole screen; a centred box would leave no room to type.
  const phone = useMediaQuery('(max-width: 36em)');
  const register = target === 'new' ? null : target;
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      // Esc, × or a click outside ask before losing what was typed; a draft survives reopening.
      draftKey={`registers:${register?.id ?? 'new'}`}
      title={t(register === null ? 'registers.form.createTitle' : 'registers.form.editTitle')}
      size="xl"
      fullScreen={phone === true}
    >
      {target !== null && (
        <RegisterForm
          key={register?.id ?? 'new'}
          access={access}
          options={options}
          register={register}
          onDone={onClose}
        />
      )}
    </FormModal>
  );
}
