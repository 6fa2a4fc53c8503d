import type { UnfitFinding } from '@aptovial/shared';
import { useTranslation } from 'react-i18next';
import { showMoment } from '../../../shared/dates/dayText';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';

/**
 * The findings' columns (decision 0068). On a phone's card: the driver as the title, and when,
 * the grade and the reason as facts; a finding has no status nor action.
 */
export function useFindingColumns(): DataColumn<UnfitFinding>[] {
  const { t } = useTranslation();
  const label = (key: string) => t(`unfitFindings.list.col.${key}`);
  return [
    {
      key: 'createdAt',
      label: label('createdAt'),
      card: 'fact',
      cell: (finding) => showMoment(finding.createdAt),
    },
    {
      key: 'driver',
      label: label('driver'),
      card: 'title',
      cell: (finding) => `${finding.nationality}-${finding.dni}`,
    },
    { key: 'grade', label: label('grade'), card: 'fact', cell: (finding) => finding.grade },
    {
      key: 'reason',
      label: label('reason'),
      card: 'fact',
      // The doctor's own line breaks are part of the reason.
      cell: (finding) => <span style={{ whiteSpace: 'pre-wrap' }}>{finding.reason}</span>,
    },
  ];
}
