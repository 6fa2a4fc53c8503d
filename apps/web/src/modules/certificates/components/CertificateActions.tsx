import type { Certificate } from '@aptovial/shared';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBan,
  IconCircleCheck,
  IconDotsVertical,
  IconPencil,
  IconPrinter,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CertificatesAccess } from '../certificatesScope';
import { usePrintCertificate } from './usePrintCertificate';

export type CertificateHandlers = {
  onEdit: (certificate: Certificate) => void;
  onStatus: (certificate: Certificate, enable: boolean) => void;
};

type CertificateActionsProps = CertificateHandlers & {
  certificate: Certificate;
  access: CertificatesAccess;
};

/** Print (A4 or Carta) for every reader; edit and disable for issuers; re-enable for Admin. */
export function CertificateActions({
  certificate,
  access,
  onEdit,
  onStatus,
}: CertificateActionsProps) {
  const { t } = useTranslation();
  const { printing, print: printId } = usePrintCertificate();
  const print = (paper: 'A4' | 'LETTER') => printId(certificate.id, paper);
  return (
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
        {access.canIssue && certificate.status && (
          <>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => onEdit(certificate)}
            >
              {t('certificates.actions.edit')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => onStatus(certificate, false)}
            >
              {t('certificates.actions.disable')}
            </Menu.Item>
          </>
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
  );
}
