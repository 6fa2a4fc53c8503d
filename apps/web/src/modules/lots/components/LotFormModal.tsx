import type { Lot } from '@aptovial/shared';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../shared/reference/useStateNames';
import { FormModal } from '../../../shared/ui/FormModal';
import { LotForm } from './LotForm';

/** 'new' creates a lot, a lot edits it, null keeps the modal closed. */
export type LotFormTarget = Lot | 'new' | null;

type LotFormModalProps = {
  target: LotFormTarget;
  stateOptions: readonly Option[];
  onClose: () => void;
};

export function LotFormModal({ target, stateOptions, onClose }: LotFormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const lot = target === 'new' ? null : target;
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      // Esc, × or a click outside ask before losing what was typed; a draft survives reopening.
      draftKey={`lots:${lot?.id ?? 'new'}`}
      title={t(lot === null ? 'lots.form.createTitle' : 'lots.form.editTitle')}
      fullScreen={phone === true}
    >
      {target !== null && (
        <LotForm key={lot?.id ?? 'new'} lot={lot} stateOptions={stateOptions} onDone={onClose} />
      )}
    </FormModal>
  );
}
