import type { Lot } from '@aptovial/shared';
import { ActionIcon, Group, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileCertificate, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { countText } from '../../../shared/i18n/plural';
import { DataTable } from '../../../shared/ui/list/DataTable';
import type { DataColumn } from '../../../shared/ui/list/dataColumns';
import type { SortState } from '../../../shared/ui/SortHeader';
import type { LotOrderColumn } from '../api/listLots';

type LotsTableProps = {
  lots: readonly Lot[];
  stateName: (code: string) => string;
  sort: SortState<LotOrderColumn>;
  onSort: (column: LotOrderColumn) => void;
  onShowCertificates: (lot: Lot) => void;
  onEdit?: ((lot: Lot) => void) | undefined;
};

/** How much of the lot is printed: a bar plus "1 usado · 999 libres". */
function Usage({ lot }: { lot: Lot }) {
  const { t, i18n } = useTranslation();
  const size = lot.used + lot.free;
  const percent = size === 0 ? 0 : Math.round((lot.used / size) * 100);
  const used = countText(i18n, 'lots.used', lot.used, { count: lot.used });
  const free = countText(i18n, 'lots.free', lot.free, { count: lot.free });
  return (
    <Stack gap={4} miw={140}>
      <Progress value={percent} aria-label={t('lots.usageBar', { percent })} size="sm" />
      <Text fz="xs">{t('lots.usage', { used, free })}</Text>
    </Stack>
  );
}

type LotActionsProps = Pick<LotsTableProps, 'onShowCertificates' | 'onEdit'> & { lot: Lot };

function LotActions({ lot, onShowCertificates, onEdit }: LotActionsProps) {
  const { t } = useTranslation();
  const range = `${lot.initialNumber}–${lot.finalNumber}`;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('lots.showCertificates')}>
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('lots.showCertificatesOf', { range })}
          onClick={() => onShowCertificates(lot)}
        >
          <IconFileCertificate size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onEdit !== undefined && (
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={t('lots.editOf', { range })}
          onClick={() => onEdit(lot)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** On a phone each lot is a card: its TP number, how much is used, its range and its actions. */
export function LotsTable({ lots, stateName, sort, onSort, ...actions }: LotsTableProps) {
  const { t } = useTranslation();
  const label = (key: string) => t(`lots.col.${key}`);
  const columns: DataColumn<Lot, LotOrderColumn>[] = [
    {
      key: 'state',
      label: label('state'),
      sortBy: 'state',
      card: 'fact',
      cell: (lot) => stateName(lot.state),
    },
    {
      key: 'initialNumber',
      label: label('initialNumber'),
      sortBy: 'initialNumber',
      card: 'fact',
      cell: (lot) => lot.initialNumber,
    },
    {
      key: 'finalNumber',
      label: label('finalNumber'),
      sortBy: 'finalNumber',
      card: 'fact',
      cell: (lot) => lot.finalNumber,
    },
    { key: 'numberTP', label: label('numberTP'), card: 'title', cell: (lot) => lot.numberTP },
    { key: 'usage', label: label('usage'), card: 'status', cell: (lot) => <Usage lot={lot} /> },
    { key: 'createdBy', label: label('createdBy'), cell: (lot) => lot.createdBy ?? '—' },
    {
      key: 'createdAt',
      label: label('createdAt'),
      sortBy: 'createdAt',
      cell: (lot) => showDay(lot.createdAt),
    },
    {
      key: 'actions',
      label: label('actions'),
      card: 'action',
      cell: (lot) => <LotActions lot={lot} {...actions} />,
    },
  ];
  return (
    <DataTable
      rows={lots}
      rowKey={(lot) => lot.id}
      columns={columns}
      minWidth={900}
      sort={sort}
      onSort={onSort}
    />
  );
}
