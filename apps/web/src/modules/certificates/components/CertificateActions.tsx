import type { Certificate } from '@aptovial/shared';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBan,
  IconCircleCheck,
  IconDotsVertical,
  IconHistory,
  IconPencil,
  IconPrinter,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CertificatesAccess, offersEdit } from '../certificatesScope';
import { CertificateHistoryModal } from './CertificateHistory';
import { usePrintCertificate } from './usePrintCertificate';

export type CertificateHandlers = {
  onEdit: (certificate: Certificate) => void;
  onStatus: (certificate: Certificate, enable: boolean) => void;
};

type CertificateActionsProps = CertificateHandlers & {
  certificate: Certificate;
  access: CertificatesAccess;
};

/**
 * Print (A4 or Carta) for every reader; disable for issuers; edit for the issuing doctor and the
 * Admin within the correction window (decision 0048); history and re-enable for the Admin.
 */
export function CertificateActions({
  certificate,
  access,
  onEdit,
  onStatus,
}: CertificateActionsProps) {
  const { t } = useTranslation();
  const { printing, print: printId } = usePrintCertificate();
  const print = (paper: 'A4' | 'LETTER') => printId(certificate.id, paper);
  const [historyOpen, setHistoryOpen] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            loading={printing}
            aria-label={t('certificates.actions.menu', { serial: certificate.serial })}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => void print('A4')}
          >
            {t('certificates.actions.printA4')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => void print('LETTER')}
          >
            {t('certificates.actions.printLetter')}
          </Menu.Item>
          {offersEdit(access, certificate) && (
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit(certificate)}
            >
              {t('certificates.actions.edit')}
            </Menu.Item>
          )}
          {access.canIssue && certificate.status && (
            <Menu.Item
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => onStatus(certificate, false)}
            >
              {t('certificates.actions.disable')}
            </Menu.Item>
          )}
          {access.seesHistory && (
            <Menu.Item
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => setHistoryOpen(true)}
            >
              {t('certificates.actions.history')}
            </Menu.Item>
          )}
          {access.canReenable && !certificate.status && (
            <Menu.Item
              leftSection={<IconCircleCheck size={16} aria-hidden />}
              onClick={() => onStatus(certificate, true)}
            >
              {t('certificates.actions.enable')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <CertificateHistoryModal
        certificate={historyOpen ? certificate : null}
        onClose={() => setHistoryOpen(false)}
      />
    </>
  );
}
