import { Button, Group, Modal, type ModalProps, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DraftScope, FormDraftContext, forgetDraft } from '../forms/formDraft';

type FormModalProps = Omit<ModalProps, 'onClose'> & {
  /** Closes the dialog; called once nothing would be lost, or the person chose to lose it. */
  onClose: () => void;
  /** Where the form's draft is kept, one per dialog and record ('registers:new'). */
  draftKey: string;
};

// An alert (SweetAlert2) shown over the dialog owns the next Esc and click; toasts do not.
const alertOnTop = () => document.querySelector('.swal2-popup:not(.swal2-toast)') !== null;

/**
 * The dialog of a form (decision 0067). Esc, the × and a click outside close only the innermost
 * layer: a calendar or a list open inside keeps its own Esc (DateField, Mantine's selects), an
 * alert above keeps its own, and with unsaved changes the dialog first asks "¿Descartar los
 * cambios?". The form inside keeps a draft (useDraftedValues): reopening the same dialog in the
 * same tab finds what was typed, until it is saved or discarded.
 */
export function FormModal({ opened, onClose, draftKey, children, ...props }: FormModalProps) {
  const { t } = useTranslation();
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const scope = useMemo<DraftScope>(
    () => ({
      key: draftKey,
      setDirty: (changed) => {
        dirty.current = changed;
      },
    }),
    [draftKey],
  );

  const requestClose = () => {
    if (asking || alertOnTop()) return;
    if (dirty.current) setAsking(true);
    else onClose();
  };
  const discard = () => {
    forgetDraft(draftKey);
    dirty.current = false;
    setAsking(false);
    onClose();
  };

  return (
    <FormDraftContext.Provider value={scope}>
      <Modal {...props} opened={opened} onClose={requestClose}>
        {children}
      </Modal>
      <Modal
        opened={opened && asking}
        onClose={() => setAsking(false)}
        title={t('forms.discardTitle')}
        centered
        size="sm"
        zIndex={400}
      >
        <Text mb="md">{t('forms.discardText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('forms.keepEditing')}
          </Button>
          <Button color="red" onClick={discard}>
            {t('forms.discard')}
          </Button>
        </Group>
      </Modal>
    </FormDraftContext.Provider>
  );
}
