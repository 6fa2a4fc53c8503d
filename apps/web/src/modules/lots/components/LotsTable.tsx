import type { Lot } from '@aptovial/shared';
import { ActionIcon, Group, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconFileCertificate, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { SortHeader, type SortState } from '../../../shared/ui/SortHeader';
import type { LotOrderColumn } from '../api/listLots';

type LotsTableProps = {
  lots: readonly Lot[];
  stateName: (code: string) => string;
  sort: SortState<LotOrderColumn>;
  onSort: (column: LotOrderColumn) => void;
  onShowCertificates: (lot: Lot) => void;
  onEdit?: ((lot: Lot) => void) | undefined;
};

/** How much of the lot is printed: a bar plus "N usados · M libres". */
function Usage({ lot }: { lot: Lot }) {
  const { t } = useTranslation();
  const size = lot.used + lot.free;
  const percent = size === 0 ? 0 : Math.round((lot.used / size) * 100);
  return (
    <Stack gap={4} miw={140}>
      <Progress value={percent} aria-label={t('lots.usageBar', { percent })} size="sm" />
      <Text fz="xs">{t('lots.usage', { used: lot.used, free: lot.free })}</Text>
    </Stack>
  );
}

export function LotsTable({
  lots,
  stateName,
  sort,
  onSort,
  onShowCertificates,
  onEdit,
}: LotsTableProps) {
  const { t } = useTranslation();
  const sortable = (column: LotOrderColumn) => (
    <SortHeader column={column} label={t(`lots.col.${column}`)} sort={sort} onSort={onSort} />
  );
  const plain = (key: string) => <Table.Th>{t(`lots.col.${key}`)}</Table.Th>;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {sortable('state')}
            {sortable('initialNumber')}
            {sortable('finalNumber')}
            {plain('numberTP')}
            {plain('usage')}
            {plain('createdBy')}
            {sortable('createdAt')}
            {plain('actions')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lots.map((lot) => {
            const range = `${lot.initialNumber}–${lot.finalNumber}`;
            return (
              <Table.Tr key={lot.id}>
                <Table.Td>{stateName(lot.state)}</Table.Td>
                <Table.Td>{lot.initialNumber}</Table.Td>
                <Table.Td>{lot.finalNumber}</Table.Td>
                <Table.Td>{lot.numberTP}</Table.Td>
                <Table.Td>
                  <Usage lot={lot} />
                </Table.Td>
                <Table.Td>{lot.createdBy ?? '—'}</Table.Td>
                <Table.Td>{showDay(lot.createdAt)}</Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
