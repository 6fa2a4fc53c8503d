import {
  formatTimestamp,
  genderName,
  lastSeenText,
  nationalityName,
  optionalPhoneText,
  stateName,
  type UserListItem,
} from '@aptovial/shared';
import type { Sheet } from '../../adapters/spreadsheet/xlsx';

const moduleNames: Record<UserListItem['type'], string> = {
  medic: 'Médicos',
  nurse: 'Enfermería',
  INTT: 'INTT',
  medicVial: 'Medicina Vial',
};

/** The users list as Excel shows it: the columns of Lista-usuarios, in Spanish. */
export function usersSheet(rows: readonly UserListItem[]): Sheet<UserListItem> {
  return {
    name: 'Usuarios',
    rows,
    columns: [
      { header: 'Cédula', value: (u) => `${u.nationality}-${u.dni}`, width: 14 },
      { header: 'Nombres', value: (u) => u.names, width: 24 },
      { header: 'Apellidos', value: (u) => u.lastNames, width: 24 },
      { header: 'Nacionalidad', value: (u) => nationalityName(u.nationality, u.genders) },
      { header: 'Género', value: (u) => (u.genders ? genderName(u.genders) : '') },
      { header: 'Correo', value: (u) => u.email, width: 32 },
      { header: 'Teléfono 1', value: (u) => optionalPhoneText(u.phone1) },
      { header: 'Teléfono 2', value: (u) => optionalPhoneText(u.phone2) },
      { header: 'Rol', value: (u) => u.rolName },
      { header: 'Módulo', value: (u) => moduleNames[u.type] },
      { header: 'Estado', value: (u) => (u.state ? stateName(u.state) : '') },
      { header: 'Seccional', value: (u) => u.sectional ?? '' },
      { header: 'Acceso', value: (u) => (u.status === 'active' ? 'Activo' : 'Inactivo') },
      { header: 'Último acceso', value: (u) => lastSeenText(u.lastSeen), width: 22 },
      { header: 'Creado por', value: (u) => u.createdBy ?? '', width: 32 },
      { header: 'Creado', value: (u) => formatTimestamp(u.createdAt), width: 22 },
    ],
  };
}
