import type { UserListItem } from '@aptovial/shared';
import { apiPaths } from '@aptovial/shared';
import type { ApiCall, ApiReply } from '../../test/apiStub';
import { option, referenceOf } from '../../test/referenceFixtures';

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

export const referenceData = referenceOf({
  states: [option('VE-L', 'Mérida'), option('VE-A', 'Distrito Capital'), option('VE-M', 'Miranda')],
});

/** Answers the reference data, and everything else with `handler`. */
export function withReference(handler: (call: ApiCall) => ApiReply) {
  return (call: ApiCall): ApiReply =>
    call.url.startsWith(apiPaths.referenceData) ? { body: { data: referenceData } } : handler(call);
}

export function pageOf(users: UserListItem[], total = users.length, page = 1) {
  return { body: { data: users, total, page, limit: 10 } };
}

// queryOf: a call's query as an object, to compare without caring about parameter order.
export { queryOf } from '../../test/apiCalls';
