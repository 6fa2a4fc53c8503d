import { createUserInputSchema, type UserListItem, updateUserInputSchema } from '@aptovial/shared';
import type { z } from 'zod';
import type { SaveUserInput } from './api/saveUser';
import type { UsersScope } from './usersScope';

export type UserFormValues = {
  email: string;
  dni: string;
  nationality: string;
  names: string;
  lastNames: string;
  genders: string;
  phone1: string;
  phone2: string;
  rol: string;
  state: string;
  sectional: string;
};

export function initialUserValues(
  user: UserListItem | null,
  allowedStates: readonly string[],
): UserFormValues {
  const onlyState = allowedStates.length === 1 ? (allowedStates[0] ?? '') : '';
  return {
    email: user?.email ?? '',
    dni: user?.dni ?? '',
    nationality: user?.nationality ?? 'V',
    names: user?.names ?? '',
    lastNames: user?.lastNames ?? '',
    genders: user?.genders ?? '',
    phone1: user?.phone1 ?? '',
    phone2: user?.phone2 ?? '',
    rol: user?.rol ?? '',
    state: user?.state ?? onlyState,
    sectional: user?.sectional ?? '',
  };
}

const blankToUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * The body the API reads, validated with the shared schemas: a new user sends every field; an
 * edit leaves out e-mail and dni (fixed) and the role and state when they did not change, so a
 * user whose current role the editor may not grant can still have their phones corrected.
 */
export function userSaveSchema(
  scope: UsersScope,
  user: UserListItem | null,
): z.ZodType<SaveUserInput> {
  if (user === null) {
    return createUserInputSchema.transform((body) => ({ scope, kind: 'create' as const, body }));
  }
  return updateUserInputSchema.transform((body) => ({ scope, kind: 'update' as const, body }));
}

export function toSaveInput(values: UserFormValues, user: UserListItem | null): unknown {
  const common = {
    nationality: values.nationality,
    names: values.names,
    lastNames: values.lastNames,
    genders: values.genders,
    phone1: values.phone1,
    phone2: values.phone2,
    sectional: blankToUndefined(values.sectional),
  };
  if (user === null) {
    return {
      ...common,
      email: values.email,
      dni: values.dni,
      rol: values.rol,
      state: values.state,
    };
  }
  return {
    ...common,
    id: user.id,
    rol: values.rol === user.rol ? undefined : values.rol,
    state: values.state === (user.state ?? '') ? undefined : values.state,
  };
}
