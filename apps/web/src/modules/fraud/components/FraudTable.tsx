import type { FraudSignal } from '@aptovial/shared';
import { useTranslation } from 'react-i18next';
import { showMoment } from '../../../shared/dates/dayText';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import { OpenButton } from '../../../shared/ui/list/OpenButton';

type FraudTableProps = {
  signals: readonly FraudSignal[];
  stateName: (code: string) => string;
  onOpen: (id: number) => void;
};

/**
 * One row per signal (on a phone, one card, decision 0068): what, who (as printed), where, when,
 * and its evidence behind "Ver" or a click on the row.
 */
export function FraudTable({ signals, stateName, onOpen }: FraudTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`fraud.col.${key}`);
  const columns: DataColumn<FraudSignal>[] = [
    {
      key: 'kind',
      label: label('kind'),
      card: 'title',
      cell: (signal) => t(`fraud.kinds.${signal.kind}`),
    },
    {
      key: 'doctor',
      label: label('doctor'),
      card: 'fact',
      cell: (signal) => `${signal.doctorName}${signal.doctorDni ? ` · ${signal.doctorDni}` : ''}`,
    },
    { key: 'state', label: label('state'), card: 'fact', cell: (s) => stateName(s.state) },
    { key: 'window', label: label('window'), card: 'fact', cell: (signal) => signal.windowKey },
    {
      key: 'certificates',
      label: label('certificates'),
      card: 'fact',
      numeric: true,
      cell: (signal) => String(signal.detail.count ?? signal.certificateIds.length),
    },
    {
      key: 'detected',
      label: label('detected'),
      card: 'fact',
      cell: (signal) => showMoment(signal.detectedAt),
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (signal) => (
        <OpenButton
          onOpen={() => onOpen(signal.id)}
          view={t('fraud.open')}
          openLabel={t('fraud.openOne', { id: signal.id })}
        />
      ),
    },
  ];
  return (
    <DataTable
      rows={signals}
      rowKey={(signal) => signal.id}
      columns={columns}
      minWidth={760}
      onOpen={(signal) => onOpen(signal.id)}
    />
  );
}
