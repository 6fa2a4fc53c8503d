import type { Register } from '@aptovial/shared';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortHeader, type SortState } from '../../../shared/ui/SortHeader';
import type { RegisterOrderColumn } from '../api/listRegisters';
import { RegisterRow } from './RegisterRow';

type RegistersTableProps = {
  registers: readonly Register[];
  /** docs/product/roles.md: type, module, degree, creator and action, college Admin only. */
  adminColumns: boolean;
  sort: SortState<RegisterOrderColumn>;
  onSort: (column: RegisterOrderColumn) => void;
  onEdit?: ((register: Register) => void) | undefined;
  rowAction?: ((register: Register) => ReactNode) | undefined;
};

/** Scrolls sideways inside its own box on a phone, so the page itself never does. */
export function RegistersTable({
  registers,
  adminColumns,
  sort,
  onSort,
  onEdit,
  rowAction,
}: RegistersTableProps) {
  const { t } = useTranslation();
  const sortable = (column: RegisterOrderColumn) => (
    <SortHeader column={column} label={t(`registers.col.${column}`)} sort={sort} onSort={onSort} />
  );
  const plain = (key: string) => <Table.Th>{t(`registers.col.${key}`)}</Table.Th>;
  const withAction = adminColumns && onEdit !== undefined;
  return (
    <Table.ScrollContainer minWidth={adminColumns ? 1400 : 1100}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {sortable('names')}
            {sortable('lastNames')}
            {sortable('dni')}
            {plain('genders')}
            {plain('phone')}
            {sortable('specialty')}
            {plain('healthNumber')}
            {plain('schoolNumbers')}
            {adminColumns && plain('type')}
            {adminColumns && plain('module')}
            {adminColumns && plain('academicDegree')}
            {adminColumns && plain('createdBy')}
            {sortable('createdAt')}
            {rowAction !== undefined && plain('credential')}
            {withAction && plain('actions')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registers.map((register) => (
            <RegisterRow
              key={register.id}
              register={register}
              adminColumns={adminColumns}
              onEdit={onEdit}
              rowAction={rowAction}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
