import type { ReferenceData, UserListItem } from '@aptovial/shared';
import { apiPaths } from '@aptovial/shared';
import type { ApiCall, ApiReply } from '../../test/apiStub';

/** A user row as the API lists it; tests override what they are about. */
export function userOf(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: 5,
    userId: 50,
    dni: '20111222',
    nationality: 'V',
    names: 'Luis',
    lastNames: 'Rondón',
    genders: 'M',
    email: 'luis@example.com',
    phone1: '0414-1112233',
    phone2: null,
    image: null,
    rol: 'Directorate',
    rolName: 'Directiva',
    type: 'medic',
    state: 'VE-L',
    sectional: null,
    status: 'active',
    createdBy: 'Ana María Pérez Díaz',
    createdAt: '2024-03-05T14:30:00.000Z',
    lastSeen: null,
    ...overrides,
  };
}

export const referenceData: ReferenceData = {
  roles: [],
  states: [
    { as: 'VE-L', name: 'Mérida' },
    { as: 'VE-A', name: 'Distrito Capital' },
    { as: 'VE-M', name: 'Miranda' },
  ],
  nationalities: [],
  specialties: [],
  specialtiesNurses: [],
  academicDegrees: [],
  municipalities: [],
  bloodTypes: [],
  rules: [],
  banks: [],
  typeCertifields: [],
  grades: [],
};

/** Answers the reference data, and everything else with `handler`. */
export function withReference(handler: (call: ApiCall) => ApiReply) {
  return (call: ApiCall): ApiReply =>
    call.url.startsWith(apiPaths.referenceData) ? { body: { data: referenceData } } : handler(call);
}

export function pageOf(users: UserListItem[], total = users.length, page = 1) {
  return { body: { data: users, total, page, limit: 10 } };
}

/** The query of a call as an object, to compare without caring about parameter order. */
export function queryOf(call: { url: string } | undefined): Record<string, string> {
  return Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);
}
