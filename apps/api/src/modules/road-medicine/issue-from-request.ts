import type { CreateRoadCertificateInput } from '@aptovial/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import type { IssueAt, RoadCertificates } from '../certificates/index';
import type { PreRegistrationsDoor } from '../pre-registrations/index';
import type { Issuers } from '../registers/issuers';
import { requestReachOf } from './request-reach';

/**
 * The operatives module's gate (app.ts passes it): an operative in progress that the session
 * issues at (its own doctor's, decision 0053). Described here, not imported: the operatives
 * module's tests build on road medicine's, so an import this way would close a cycle between the
 * two modules.
 */
export type OperativeDoor = {
  issuingAt(
    session: Pick<AuthContext, 'account'>,
    operativeId: number,
    tx?: Db,
  ): Promise<{ id: number; state: string; municipality: number }>;
};

/** The payments module's rule (app.ts passes it): no serving while a charge is pending. */
export type ServingRule = {
  assertNoPendingCharge(preRegistrationId: number, tx: Db): Promise<void>;
};

/** The answer the serving gives an unknown request, and another state's (decision 0051). */
const requestMissing = () =>
  new AppError('NOT_FOUND', 'La solicitud no existe.', [
    { field: 'preRegisterId', message: 'La solicitud no existe' },
  ]);

type Deps = {
  certificates: Pick<RoadCertificates, 'issue'>;
  preRegistrations: Pick<PreRegistrationsDoor, 'serve' | 'one' | 'lockForPayment'>;
  operatives: OperativeDoor;
  payments: ServingRule;
  issuers: Pick<Issuers, 'roadMedicOf'>;
};

/**
 * Issuing a road certificate, optionally from a request of the public: the certificate
 * keeps the request and the request is served by it in the same transaction, once. A request
 * already served answers 409 PRE_REGISTER_SERVED and nothing is written. At a field operative
 * (decision 0025) the certificate keeps the operative too.
 */
export function createRoadIssue({ certificates, preRegistrations, operatives, ...deps }: Deps) {
  const reachOf = requestReachOf(deps.issuers);
  /**
   * An operative serves its own town: a request served there must be of its state and
   * municipality (422 OPERATIVE_OTHER_MUNICIPALITY). Checked before anything is written; the
   * operative is read again inside the issuing transaction, in case it ended meanwhile.
   */
  async function atOperative(
    context: AuthContext,
    operativeId: number,
    preRegisterId: number | undefined,
  ): Promise<IssueAt> {
    const operative = await operatives.issuingAt(context, operativeId);
    if (preRegisterId !== undefined) {
      const request = await preRegistrations.one(preRegisterId);
      if (request.state !== operative.state || request.municipality !== operative.municipality) {
        throw new AppError('OPERATIVE_OTHER_MUNICIPALITY', undefined, [
          { field: 'preRegisterId', message: 'La solicitud es de otro municipio' },
        ]);
      }
    }
    return {
      operativeId,
      municipality: operative.municipality,
      check: async (tx: Db) => {
        await operatives.issuingAt(context, operativeId, tx);
      },
    };
  }

  return async (context: AuthContext, input: CreateRoadCertificateInput, ip: string) => {
    const { preRegisterId, operativeId, withoutPayment, ...certificate } = input;
    const at =
      operativeId === undefined
        ? undefined
        : await atOperative(context, operativeId, preRegisterId);
    if (preRegisterId === undefined) {
      return certificates.issue(context, certificate, ip, undefined, at);
    }
    // A doctor serves their college number's state only, the Admin every one (decision 0053):
    // another state's request is as missing as on the reads (decision 0051), and its payment
    // is never taken.
    const reach = await reachOf(context.account);
    const by = { accountId: context.account.id, userId: context.user.id, ip };
    const link = {
      preRegistrationId: preRegisterId,
      // An unpaid request is served only with the doctor's reason (decision 0065).
      withoutPayment,
      // The request's row is locked first: a charge of it waits, or has committed its pending row.
      serve: async (certificateId: number, tx: Db) => {
        const request = await preRegistrations.lockForPayment(preRegisterId, tx);
        if (request && reach !== undefined && request.state !== reach) throw requestMissing();
        await deps.payments.assertNoPendingCharge(preRegisterId, tx);
        return preRegistrations.serve({ id: preRegisterId, certificateId, by }, tx);
      },
      // The request's e-mail gets the certificate and its reminder (decision 0087).
      holder: async (tx: Db) => {
        const request = await preRegistrations.lockForPayment(preRegisterId, tx);
        return request && { email: request.email, municipality: request.municipality };
      },
    };
    return certificates.issue(context, certificate, ip, link, at);
  };
}
export type RoadIssue = ReturnType<typeof createRoadIssue>;
