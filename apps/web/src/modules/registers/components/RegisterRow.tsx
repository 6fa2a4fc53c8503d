import { genderName, optionalPhoneText, type Register } from '@aptovial/shared';
import { ActionIcon, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showDay } from '../../../shared/dates/dayText';
import { SchoolNumbersList } from './SchoolNumbersList';

type RegisterRowProps = {
  register: Register;
  adminColumns: boolean;
  onEdit?: ((register: Register) => void) | undefined;
  /** An extra action cell (Medicos-Habilitados: the road-medicine credential). */
  rowAction?: ((register: Register) => ReactNode) | undefined;
};

export function RegisterRow({ register, adminColumns, onEdit, rowAction }: RegisterRowProps) {
  const { t } = useTranslation();
  const name = `${register.names} ${register.lastNames}`;
  return (
    <Table.Tr>
      <Table.Td>{register.names}</Table.Td>
      <Table.Td>{register.lastNames}</Table.Td>
      <Table.Td>{`${register.nationality}-${register.dni}`}</Table.Td>
      <Table.Td>{genderName(register.genders)}</Table.Td>
      <Table.Td>{optionalPhoneText(register.phone)}</Table.Td>
      <Table.Td>{register.specialty}</Table.Td>
      <Table.Td>{register.healthNumber ?? '—'}</Table.Td>
      <Table.Td>
        <SchoolNumbersList numbers={register.schoolNumbers} />
      </Table.Td>
      {adminColumns && <Table.Td>{t(`registers.types.${register.type}`)}</Table.Td>}
      {adminColumns && <Table.Td>{t(`modules.${register.type}`)}</Table.Td>}
      {adminColumns && <Table.Td>{register.academicDegree ?? '—'}</Table.Td>}
      {adminColumns && <Table.Td>{register.createdBy ?? '—'}</Table.Td>}
      <Table.Td>{showDay(register.createdAt)}</Table.Td>
      {rowAction !== undefined && <Table.Td>{rowAction(register)}</Table.Td>}
      {adminColumns && onEdit !== undefined && (
        <Table.Td>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('registers.editOf', { name })}
            onClick={() => onEdit(register)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
