import type { SessionUser } from '@aptovial/shared';
import { toVerifiedSession, type VerifiedSession } from '../shared/session/sessionStore';

/** A complete user as the API answers it; tests override what they are about. */
export function sessionUserOf(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    accountId: 11,
    dni: '12345678',
    names: 'Ana María',
    lastNames: 'Pérez Díaz',
    genders: 'F',
    nationality: 'V',
    email: 'ana@example.com',
    phone1: '0414-1234567',
    phone2: null,
    image: null,
    rol: 'Admin',
    rolName: 'Administrador',
    type: 'medicVial',
    state: 'VE-L',
    sectional: null,
    status: 'active',
    createdBy: null,
    schoolNumberId: null,
    schoolNumber: null,
    createdAt: '2024-03-05T14:30:00.000Z',
    lastSeen: null,
    accounts: [],
    ...overrides,
  };
}

export function verifiedSessionOf(
  overrides: Partial<SessionUser> = {},
  session: { token?: string; step?: VerifiedSession['step'] } = {},
): VerifiedSession {
  return toVerifiedSession({
    token: session.token ?? 'tok',
    step: session.step ?? 'ready',
    user: sessionUserOf(overrides),
  });
}
