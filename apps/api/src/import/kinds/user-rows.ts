import {
  emailSchema,
  type Module,
  moduleRoles,
  onePerState,
  type Role,
  roles,
  stateName,
} from '@aptovial/shared';
import type { ImportRow } from '../kind';
import { cedulaOf, folded, genderOf, nameOf, parsed, phoneOf, refuse, stateCodeOf } from './cells';

export type UserValue = {
  email: string;
  nationality: 'V' | 'E';
  dni: string;
  names: string;
  lastNames: string;
  gender: 'M' | 'F' | null;
  phone1: string | null;
  phone2: string | null;
  module: Module;
  role: Role;
  /** Null only for an account already stored without one (new accounts need a state). */
  state: string | null;
  sectional: string | null;
  status: 'active' | 'inactive';
};

/** The users sheet's headers (modules/users/sheet.ts); the last three are not imported. */
export const USER_COLUMNS = [
  { header: 'Cédula', required: true },
  { header: 'Nombres', required: true },
  { header: 'Apellidos', required: true },
  { header: 'Nacionalidad', required: false },
  { header: 'Género', required: false },
  { header: 'Correo', required: true },
  { header: 'Teléfono 1', required: false },
  { header: 'Teléfono 2', required: false },
  { header: 'Rol', required: true },
  { header: 'Módulo', required: true },
  { header: 'Estado', required: true },
  { header: 'Seccional', required: false },
  { header: 'Acceso', required: false },
  { header: 'Último acceso', required: false },
  { header: 'Creado por', required: false },
  { header: 'Creado', required: false },
] as const;

/** The module names the users sheet writes. */
export const MODULE_NAMES: Record<Module, string> = {
  medic: 'Médicos',
  nurse: 'Enfermería',
  INTT: 'INTT',
  medicVial: 'Medicina Vial',
};

const moduleOf = (text: string): Module =>
  (Object.keys(MODULE_NAMES) as Module[]).find(
    (module) => folded(MODULE_NAMES[module]) === folded(text) || folded(module) === folded(text),
  ) ?? refuse(`módulo «${text}» desconocido: ${Object.values(MODULE_NAMES).join(', ')}`);

const roleOf = (text: string): Role =>
  roles.find((role) => folded(role.name) === folded(text) || folded(role.as) === folded(text))
    ?.as ?? refuse(`rol «${text}» desconocido`);

function statusOf(text: string): 'active' | 'inactive' {
  if (text === '' || folded(text) === 'activo') return 'active';
  if (folded(text) === 'inactivo') return 'inactive';
  return refuse(`acceso «${text}» desconocido: Activo o Inactivo`);
}

/** A head role that the database allows once per state while active. */
export const isHead = (value: UserValue) =>
  value.status === 'active' && onePerState[value.role] !== undefined;

export const roleLabel = (value: UserValue) =>
  `${roles.find((role) => role.as === value.role)?.name ?? value.role} de ${MODULE_NAMES[value.module]}`;

/**
 * One row of the users sheet as an account and its person, under the rules of account creation
 * (modules/users): the role must belong to the module. What a new account needs beyond that (a
 * state; not being a road-medicine credential) is checked against the stored ones (users.ts).
 */
export function userOfRow(row: ImportRow, states: readonly string[]): UserValue {
  const cell = (header: (typeof USER_COLUMNS)[number]['header']) => row[header] ?? '';
  const { nationality, dni } = cedulaOf(cell('Cédula'), cell('Nacionalidad'));
  const module = moduleOf(cell('Módulo'));
  const role = roleOf(cell('Rol'));
  if (!moduleRoles[module].includes(role)) {
    refuse(`el rol «${cell('Rol')}» no existe en el módulo ${MODULE_NAMES[module]}`);
  }
  const stateText = cell('Estado');
  const state = stateText === '' ? null : stateCodeOf(stateText);
  if (state === undefined || (state !== null && !states.includes(state))) {
    return refuse(`estado desconocido «${stateText}»`);
  }
  const sectional = cell('Seccional') || null;
  if (sectional && sectional.length > 80) refuse('la seccional tiene más de 80 caracteres');
  return {
    email: parsed(emailSchema, cell('Correo'), 'correo'),
    nationality,
    dni,
    names: nameOf(cell('Nombres'), 'nombres'),
    lastNames: nameOf(cell('Apellidos'), 'apellidos'),
    gender: cell('Género') === '' ? null : genderOf(cell('Género')),
    phone1: phoneOf(cell('Teléfono 1'), 'teléfono 1'),
    phone2: phoneOf(cell('Teléfono 2'), 'teléfono 2'),
    module,
    role,
    state,
    sectional,
    status: statusOf(cell('Acceso')),
  };
}

export const stateLabel = (value: UserValue) => stateName(value.state ?? '');
