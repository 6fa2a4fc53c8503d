import {
  apiPath,
  apiPaths,
  type Certificate,
  type Operative,
  type OperativeApplicant,
  type PreRegistration,
} from '@aptovial/shared';
import { fireEvent } from '@testing-library/react';
import { pathOf, queryOf } from '../../test/apiCalls';
import { type ApiCall, type ApiReply, stubApi } from '../../test/apiStub';
import {
  operativeOf,
  roadCertificateOf,
  roadIssueReads,
  roadReference,
} from '../../test/roadFixtures';

export { queryOf } from '../../test/apiCalls';
// signInDoctor: the road doctor of Mérida issuing as college number 31 (the Admin: none).
export { operativeOf, signInRoad as signInDoctor } from '../../test/roadFixtures';

export function applicantOf(overrides: Partial<OperativeApplicant> = {}): OperativeApplicant {
  return {
    id: 12,
    dni: '20111222',
    nationality: 'V',
    names: 'Luis',
    lastNames: 'Rangel',
    email: 'luis@example.com',
    phone: '0414-1234567',
    dateBirth: '1990-01-10',
    grades: ['4', '3'],
    typeCertifields: 'Renovación',
    createdAt: '2026-02-20T14:30:00.000Z',
    paymentId: null,
    paidAt: null,
    certificateId: null,
    serial: null,
    ...overrides,
  };
}

/** Four applicants: one to pay, two paid, one already certified (serial 1400). */
export const applicants: OperativeApplicant[] = [
  applicantOf(),
  applicantOf({ id: 13, dni: '18000111', names: 'Ana', lastNames: 'Mora', paymentId: 70 }),
  applicantOf({
    id: 14,
    dni: '15000222',
    names: 'José',
    lastNames: 'Peña',
    certificateId: 400,
    serial: '1400',
    paymentId: 71,
  }),
  applicantOf({
    id: 15,
    dni: '16000333',
    names: 'Rosa',
    lastNames: 'Díaz',
    paymentId: 72,
    grades: ['3'],
    typeCertifields: 'Primera vez',
  }),
];

export const requestOf = (applicant: OperativeApplicant): PreRegistration => ({
  ...applicant,
  state: 'VE-L',
  municipality: 1201,
  municipalityName: 'Alberto Adriani',
  servedAt: null,
});

export function certificateFor(applicant: OperativeApplicant, serial: number): Certificate {
  return roadCertificateOf({
    id: 600 + applicant.id,
    serial,
    place: 'Alberto Adriani',
    expeditionDate: '2026-03-05',
    dueDate: '2031-03-05',
    dni: applicant.dni,
    nationality: applicant.nationality,
    names: applicant.names,
    lastNames: applicant.lastNames,
    birthDate: applicant.dateBirth,
    grade: applicant.grades[0] ?? '3',
    typeCertifields: applicant.typeCertifields,
    createdAt: '2026-03-05T14:30:00.000Z',
    updatedAt: '2026-03-05T14:30:00.000Z',
  });
}

type Reply = (call: ApiCall) => ApiReply;
export type FieldStub = {
  operative?: Operative;
  list?: Reply;
  history?: Reply;
  issue?: Reply;
  charge?: Reply;
  /** Any other call (a printout), before the stub refuses it as unexpected. */
  other?: Reply;
};

export const callsTo = (calls: ApiCall[], path: string, method = 'GET') =>
  calls.filter((call) => call.method === method && pathOf(call) === path);

const page = (data: unknown[]) => ({ body: { data, total: data.length, page: 1, limit: 10 } });

/**
 * A fake API for the pages at an operative: the operative (9, in progress), its applicants, the
 * doctor's operatives, one request by id, the charge and the issue, and the issue form's reads
 * (the next free serial counts up from 1500 on each ask; every serial is free in Mérida's lot).
 */
export function stubFieldApi(stub: FieldStub = {}): ApiCall[] {
  const operative = stub.operative ?? operativeOf();
  let serial = 1500;
  return stubApi((call) => {
    const path = pathOf(call);
    if (path === apiPaths.referenceData) return { body: { data: roadReference } };
    if (path === apiPath('operativeDetails', { id: operative.id })) {
      return { body: { data: operative } };
    }
    if (path === apiPath('operativeApplicants', { id: operative.id })) {
      return stub.list?.(call) ?? page(applicants);
    }
    if (path === apiPaths.operativeHistory) return stub.history?.(call) ?? page([]);
    if (path === apiPaths.getOneItemSearch) {
      const found = applicants.find((one) => String(one.id) === queryOf(call).id);
      return found ? { body: { data: requestOf(found) } } : { status: 404 };
    }
    if (path === apiPaths.chargeC2p && call.method === 'POST' && stub.charge) {
      return stub.charge(call);
    }
    if (path === apiPaths.createCertifieldsVial && call.method === 'POST' && stub.issue) {
      return stub.issue(call);
    }
    const issueRead = roadIssueReads(path, () => serial++);
    if (issueRead !== undefined) return issueRead;
    if (stub.other) return stub.other(call);
    throw new Error(`unexpected ${call.method} ${call.url}`);
  });
}

/**
 * A key as the browser takes it: the keydown goes to the focused element (the form's Enter, the
 * page's Alt+N), and when nothing took it, Enter on a button presses it. The project has no
 * user-event: this is its keyboard, enough for Enter and shortcuts.
 */
export function press(key: string, init: { altKey?: boolean; code?: string } = {}) {
  const target = document.activeElement ?? document.body;
  const taken = !fireEvent.keyDown(target, { key, ...init });
  if (
    !taken &&
    key === 'Enter' &&
    target instanceof HTMLElement &&
    /^(BUTTON|A)$/.test(target.tagName)
  ) {
    target.click();
  }
}
