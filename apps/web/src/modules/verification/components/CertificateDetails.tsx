import { pathTo } from '@aptovial/shared';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CertificateView } from '../outcome';

type Row = { key: string; value: string };

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="sm">
        {label}
      </Text>
      <Text component="dd" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The issuing doctor's public register entry (decision 0084): by the road-medicine licence the
 * certificate carries (unique to one college number), else by the printed name.
 */
export function doctorCheckAddress({ licenseNumber, doctor }: CertificateView): string {
  const search = licenseNumber
    ? { por: 'licencia', q: licenseNumber }
    : { por: 'nombre', q: doctor.replace(/[^\p{L}\s'-]/gu, ' ').trim() };
  return `${pathTo('doctorCheck')}?${new URLSearchParams(search)}`;
}

/** Whose data these are: the printout's signed fields, the live record, or its newer version. */
export type DetailsSource = 'signed' | 'record' | 'newer';

/** What a roadside check needs, and nothing more; the officer compares it with the holder's ID. */
export function CertificateDetails({
  certificate,
  source,
}: {
  certificate: CertificateView;
  source: DetailsSource;
}) {
  const { t } = useTranslation();
  const c = certificate;
  const glasses = c.glasses === null ? 'unknown' : c.glasses ? 'yes' : 'no';
  const rows: Row[] = [
    { key: 'serial', value: String(c.serial) },
    { key: 'names', value: c.names },
    { key: 'lastNames', value: c.lastNames },
    { key: 'maskedDni', value: c.maskedDni },
    { key: 'grade', value: c.grade },
    { key: 'typeCertifields', value: c.typeCertifields },
    { key: 'rules', value: c.rules.length > 0 ? c.rules.join('; ') : t('verify.noRules') },
    { key: 'glasses', value: t(`verify.glasses.${glasses}`) },
    { key: 'expeditionDate', value: c.expeditionDate },
    { key: 'dueDate', value: c.dueDate },
    { key: 'doctor', value: c.doctor },
    { key: 'licenseNumber', value: c.licenseNumber ?? t('verify.noLicense') },
    { key: 'state', value: c.state },
  ];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('verify.details.title')}
          </Title>
          <Text size="sm">{t(`verify.details.${source}`)}</Text>
        </div>
        <Text fw={600}>{t('verify.details.compare')}</Text>
        <dl
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
            gap: 'var(--mantine-spacing-md)',
            margin: 0,
          }}
        >
          {rows.map((row) => (
            <Field key={row.key} label={t(`verify.field.${row.key}`)} value={row.value} />
          ))}
        </dl>
        <Anchor component={Link} to={doctorCheckAddress(c)}>
          {t('verify.doctorLink')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
