import { genderName, optionalPhoneText, type Register } from '@aptovial/shared';
import { ActionIcon } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import type { MaybeColumn } from '../../../shared/ui/list/dataColumns';
import type { RegisterOrderColumn } from '../api/listRegisters';
import { SchoolNumbersList } from './SchoolNumbersList';

export type RegisterColumnsOptions = {
  /** docs/product/roles.md: type, module, degree, creator and action, college Admin only. */
  adminColumns: boolean;
  onEdit?: ((register: Register) => void) | undefined;
  /** An extra action cell (Medicos-Habilitados: the road-medicine credential). */
  rowAction?: ((register: Register) => ReactNode) | undefined;
};

/**
 * The registers' columns. On a phone's card: the name, the college numbers with their solvency as
 * the status, the cédula, specialty and phone, and the credential or edit action.
 */
export function useRegisterColumns({ adminColumns, onEdit, rowAction }: RegisterColumnsOptions) {
  const { t } = useTranslation();
  const label = (key: string) => t(`registers.col.${key}`);
  const admin = (
    key: 'type' | 'academicDegree' | 'createdBy' | 'module',
    cell: (r: Register) => ReactNode,
  ) => adminColumns && { key, label: label(key), cell };
  const columns: MaybeColumn<Register, RegisterOrderColumn>[] = [
    { key: 'names', label: label('names'), sortBy: 'names', card: 'title', cell: (r) => r.names },
    {
      key: 'lastNames',
      label: label('lastNames'),
      sortBy: 'lastNames',
      card: 'title',
      cell: (r) => r.lastNames,
    },
    {
      key: 'dni',
      label: label('dni'),
      sortBy: 'dni',
      card: 'fact',
      cell: (r) => `${r.nationality}-${r.dni}`,
    },
    { key: 'genders', label: label('genders'), cell: (r) => genderName(r.genders) },
    { key: 'phone', label: label('phone'), card: 'fact', cell: (r) => optionalPhoneText(r.phone) },
    {
      key: 'specialty',
      label: label('specialty'),
      sortBy: 'specialty',
      card: 'fact',
      cell: (r) => r.specialty,
    },
    { key: 'healthNumber', label: label('healthNumber'), cell: (r) => r.healthNumber ?? '—' },
    {
      key: 'schoolNumbers',
      label: label('schoolNumbers'),
      card: 'status',
      cell: (r) => <SchoolNumbersList numbers={r.schoolNumbers} />,
    },
    admin('type', (r) => t(`registers.types.${r.type}`)),
    admin('module', (r) => t(`modules.${r.type}`)),
    admin('academicDegree', (r) => r.academicDegree ?? '—'),
    admin('createdBy', (r) => r.createdBy ?? '—'),
    {
      key: 'createdAt',
      label: label('createdAt'),
      sortBy: 'createdAt',
      cell: (r) => showDay(r.createdAt),
    },
    rowAction !== undefined && {
      key: 'credential',
      label: label('credential'),
      card: 'action',
      cell: rowAction,
    },
    adminColumns &&
      onEdit !== undefined && {
        key: 'actions',
        label: label('actions'),
        card: 'action',
        cell: (r) => (
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('registers.editOf', { name: `${r.names} ${r.lastNames}` })}
            onClick={() => onEdit(r)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        ),
      },
  ];
  return columns;
}
