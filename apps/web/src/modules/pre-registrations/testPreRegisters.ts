import type {
  PreRegistration,
  PreRegistrationWithPayment,
  RequestPayment,
  Setting,
} from '@aptovial/shared';
import { useSessionStore } from '../../shared/session/sessionStore';
import { roadReference } from '../../test/roadFixtures';
import { verifiedSessionOf } from '../../test/sessionFixtures';

export function preRegistrationOf(overrides: Partial<PreRegistration> = {}): PreRegistration {
  return {
    id: 12,
    dni: '20111222',
    nationality: 'V',
    names: 'Luis',
    lastNames: 'Rangel',
    email: 'luis@example.com',
    phone: '0414-1234567',
    dateBirth: '1990-01-10',
    state: 'VE-L',
    municipality: 1201,
    municipalityName: 'Alberto Adriani',
    grades: ['3', '4'],
    typeCertifields: 'Primera vez',
    certificateId: null,
    servedAt: null,
    createdAt: '2026-11-20T14:30:00.000Z',
    ...overrides,
  };
}

/** A request's charge (decision 0066): approved by Banesco unless `overrides` say. */
export function chargeOf(overrides: Partial<RequestPayment> = {}): RequestPayment {
  return {
    status: 'approved',
    amount: '1520.50',
    invoiceNumber: 'AV20261120A1B2C3D4E5',
    paymentReference: '000123456789',
    bankCode: 134,
    trxDate: '2026-11-20',
    message: 'Pago aprobado por su banco.',
    createdAt: '2026-11-20T14:35:00.000Z',
    settledAt: '2026-11-20T14:35:02.000Z',
    ...overrides,
  };
}

/** A request as the road Admin's list and detail read it: with its last charge (none unless given). */
export function listedRequestOf(
  overrides: Partial<PreRegistrationWithPayment> = {},
): PreRegistrationWithPayment {
  return { ...preRegistrationOf(), payment: null, ...overrides };
}

export function switchOf(enabled: boolean, overrides: Partial<Setting> = {}): Setting {
  return {
    id: 1,
    key: 'preRegisterEnable',
    enabled,
    updatedAt: '2026-11-20T14:30:00.000Z',
    ...overrides,
  };
}

/**
 * The road-medicine Admin (docs/product/roles.md: Lista-preRegistro and configuraciones are
 * theirs).
 */
export function signInRoadAdmin(
  overrides: { type?: 'medicVial' | 'medic'; rol?: 'Admin' | 'VialDirector' } = {},
) {
  useSessionStore
    .getState()
    .signIn(
      verifiedSessionOf({ type: overrides.type ?? 'medicVial', rol: overrides.rol ?? 'Admin' }),
    );
}

export const pathOf = (url: string) => new URL(url, 'http://x').pathname;
export const queryOf = (url: string | undefined) =>
  Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

/** The reference data the signed-in pages read (states by name, municipalities per state). */
export const referenceReply = {
  body: {
    data: {
      ...roadReference,
      municipalities: [
        { id: 1201, state: 'VE-L', name: 'Alberto Adriani' },
        { id: 1202, state: 'VE-L', name: 'Andrés Bello' },
        { id: 1303, state: 'VE-M', name: 'Baruta' },
      ],
    },
  },
};
