import type { Certificate } from '@aptovial/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePrintCertificate } from './usePrintCertificate';

/** The certificate just issued, with its printout a key away while the next driver is typed. */
export function IssuedNotice({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const { printing, print } = usePrintCertificate();
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck aria-hidden />}
      title={t('roadCertificates.issued.title', { serial: certificate.serial })}
    >
      <Text fz="sm" mb="xs">
        {t('roadCertificates.issued.text', {
          name: `${certificate.names} ${certificate.lastNames}`,
        })}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-md"
          leftSection={<IconPrinter size={16} aria-hidden />}
          loading={printing}
          onClick={() => void print(certificate.id, 'A4')}
        >
          {t('roadCertificates.issued.print')}
        </Button>
        <Button
          size="compact-md"
          variant="default"
          disabled={printing}
          onClick={() => void print(certificate.id, 'LETTER')}
        >
          {t('roadCertificates.issued.printLetter')}
        </Button>
      </Group>
    </Alert>
  );
}
