import { pathTo } from '@aptovial/shared';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { codeOf } from '../../../shared/api/errorMessage';
import { useCommissionAmount } from '../api/commissionAmount';
import { managesCommissions } from '../commissionsScope';

const MISSING = {
  COMMISSION_NOT_SET: 'commissions.notice.noCommission',
  DOLLAR_PRICE_UNAVAILABLE: 'commissions.notice.noPrice',
} as const;

function Notice() {
  const { t } = useTranslation();
  // The key the start-up prefetch fills for this Admin (Administrar Montos): no second request.
  const amount = useCommissionAmount();
  const code = codeOf(amount.error);
  if (code !== 'COMMISSION_NOT_SET' && code !== 'DOLLAR_PRICE_UNAVAILABLE') return null;
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('commissions.notice.title')}
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{t(MISSING[code])}</Text>
        <Anchor component={Link} to={pathTo('commisionDollar')} fz="sm" fw={600}>
          {t('commissions.notice.fix')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * Where the college Admin lands (Datos personales after a sign-in) and on the college's home
 * (Lista-medicos), for the Admin alone: what is missing before the public
 * can pay (no commission, no dollar price) and a link to Administrar Montos, which sits in the
 * collapsed Ajustes group. Nothing when the public can pay; nothing asked for anyone else.
 */
export function PublicPaymentsNotice({ session }: { session: { module: string; role: string } }) {
  return managesCommissions(session) ? <Notice /> : null;
}
