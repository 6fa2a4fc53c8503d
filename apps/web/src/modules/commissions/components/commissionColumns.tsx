import { type Commission, formatDecimalEs } from '@aptovial/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showMoment } from '../../../shared/dates/dayText';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import type { ListCommissionsParams } from '../api/listCommissions';

type CommissionOrderColumn = ListCommissionsParams['order_by'];

/**
 * The history's columns (decision 0068). On a phone's card: when it was set as the title, in force
 * or not as the status, and the commission, the dollar price and who set it as facts.
 */
export function useCommissionColumns(): DataColumn<Commission, CommissionOrderColumn>[] {
  const { t } = useTranslation();
  const label = (key: string) => t(`commissions.history.col.${key}`);
  return [
    {
      key: 'createdAt',
      label: label('createdAt'),
      sortBy: 'createdAt',
      card: 'title',
      cell: (commission) => showMoment(commission.createdAt),
    },
    {
      key: 'commission',
      label: label('commission'),
      card: 'fact',
      numeric: true,
      cell: (commission) => formatDecimalEs(commission.commissionDollarGeneral),
    },
    {
      key: 'dollarPrice',
      label: label('dollarPrice'),
      card: 'fact',
      cell: (commission) =>
        commission.dollarPrice === null
          ? t('commissions.history.official')
          : t('commissions.bs', { amount: formatDecimalEs(commission.dollarPrice) }),
    },
    {
      key: 'status',
      label: label('status'),
      card: 'status',
      cell: (commission) => {
        const active = commission.status === 'active';
        return (
          <Badge color={active ? 'green' : 'gray'} variant="light">
            {t(active ? 'commissions.history.active' : 'commissions.history.inactive')}
          </Badge>
        );
      },
    },
    {
      key: 'createdBy',
      label: label('createdBy'),
      card: 'fact',
      cell: (commission) => commission.createdBy ?? '—',
    },
  ];
}
