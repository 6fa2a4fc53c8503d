import type { Lot } from '@aptovial/shared';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../../shared/reference/useStateNames';
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
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t(lot === null ? 'lots.form.createTitle' : 'lots.form.editTitle')}
      fullScreen={phone === true}
    >
      {target !== null && (
        <LotForm key={lot?.id ?? 'new'} lot={lot} stateOptions={stateOptions} onDone={onClose} />
      )}
    </Modal>
  );
}
