import {
  genderName,
  nationalityName,
  optionalPhoneText,
  roleName,
  type SessionUser,
  stateName,
} from '@aptovial/shared';
import type { TFunction } from 'i18next';
import { showDay } from '../../shared/dates/dayText';
import { showLastSeen } from '../../shared/dates/lastSeen';

export const profileFields = [
  'names',
  'lastNames',
  'dni',
  'nationality',
  'genders',
  'email',
  'phone1',
  'phone2',
  'type',
  'rol',
  'state',
  'sectional',
  'status',
  'createdAt',
  'lastSeen',
] as const;
export type ProfileField = (typeof profileFields)[number];

/**
 * The signed-in user's data as people read it (docs/product/rules.md): gender and nationality by
 * name, 'Sin definir' for what is missing, 'Sin acceso todavía' before a first access.
 */
export function profileValues(user: SessionUser, t: TFunction): Record<ProfileField, string> {
  const missing = t('profile.missing');
  return {
    names: user.names,
    lastNames: user.lastNames,
    dni: `${user.nationality}-${user.dni}`,
    nationality: nationalityName(user.nationality, user.genders),
    genders: user.genders === null ? missing : genderName(user.genders),
    email: user.email,
    phone1: optionalPhoneText(user.phone1),
    phone2: optionalPhoneText(user.phone2),
    type: t(`modules.${user.type}`),
    rol: roleName(user.rol),
    state: user.state === null ? missing : stateName(user.state),
    sectional: user.sectional?.trim() || missing,
    status: t(`profile.status.${user.status}`),
    createdAt: showDay(user.createdAt) || missing,
    lastSeen: showLastSeen(user.lastSeen),
  };
}
