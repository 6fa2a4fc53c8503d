import type { Operative } from '@aptovial/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaybeColumn } from '../../../shared/ui/list/dataColumns';
import { OpenButton } from '../../../shared/ui/list/OpenButton';
import type { OperativeOrderColumn } from '../api/history';
import { datesText, doctorName, moneyText } from '../operativeText';
import { OperativeStatusBadge } from './OperativeStatusBadge';

type OperativeColumnsInput = {
  /** The Admin sees every doctor's operatives: the doctor's column says whose. */
  showDoctor: boolean;
  stateName: (code: string) => string;
  onOpen: (id: number) => void;
};

/**
 * The history's columns (decision 0068). On a phone's card: the municipality and its state as the
 * title, the status, the dates, place, applicants, certificates, what was collected (and the
 * doctor, for the Admin) as facts, and "Ver" at the foot.
 */
export function useOperativeColumns({ showDoctor, stateName, onOpen }: OperativeColumnsInput) {
  const { t } = useTranslation();
  const label = (key: string) => t(`operativeRecord.col.${key}`);
  const bs = (amount: string) => t('operativeRecord.bs', { amount: moneyText(amount) });
  const columns: MaybeColumn<Operative, OperativeOrderColumn>[] = [
    {
      key: 'dates',
      label: label('dates'),
      sortBy: 'startDate',
      card: 'fact',
      cell: (operative) => datesText(operative),
    },
    {
      key: 'status',
      label: label('status'),
      sortBy: 'status',
      card: 'status',
      cell: (operative) => <OperativeStatusBadge status={operative.status} />,
    },
    {
      key: 'municipality',
      label: label('municipality'),
      card: 'title',
      cell: (operative) => (
        <>
          <Text component="span" display="block" fz="sm" fw="inherit">
            {operative.municipalityName}
          </Text>
          <Text component="span" display="block" fz="xs" fw={400} c="dimmed">
            {stateName(operative.state)}
          </Text>
        </>
      ),
    },
    {
      key: 'place',
      label: label('place'),
      card: 'fact',
      cell: (operative) => (
        <Text component="span" fz="sm" lineClamp={2} maw={260}>
          {operative.address.description}
        </Text>
      ),
    },
    { key: 'price', label: label('price'), numeric: true, cell: (o) => bs(o.price) },
    {
      key: 'applicants',
      label: label('applicants'),
      card: 'fact',
      numeric: true,
      cell: (operative) => String(operative.totalUsers),
    },
    {
      key: 'certificates',
      label: label('certificates'),
      card: 'fact',
      numeric: true,
      cell: (operative) => String(operative.certificates),
    },
    {
      key: 'collected',
      label: label('collected'),
      card: 'fact',
      numeric: true,
      cell: (operative) => bs(operative.total),
    },
    showDoctor && {
      key: 'doctor',
      label: label('doctor'),
      card: 'fact',
      cell: (operative) => doctorName(operative),
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (operative) => (
        <OpenButton
          onOpen={() => onOpen(operative.id)}
          view={t('operativeRecord.view')}
          openLabel={t('operativeRecord.open', { id: operative.id })}
        />
      ),
    },
  ];
  return columns;
}
