import type { CreateRoadCertificateInput } from '@aptovial/shared';
import type { AuthContext } from '../auth/sessions';
import type { RoadCertificates } from '../certificates/index';
import type { PreRegistrationsDoor } from '../pre-registrations/index';

type Deps = {
  certificates: Pick<RoadCertificates, 'issue'>;
  preRegistrations: Pick<PreRegistrationsDoor, 'serve'>;
};

/**
 * Issuing a road certificate, optionally from a request of the public (issue 15): the certificate
 * keeps the request and the request is served by it in the same transaction, once. A request
 * already served answers 409 PRE_REGISTER_SERVED and nothing is written.
 */
export function createRoadIssue({ certificates, preRegistrations }: Deps) {
  return (context: AuthContext, input: CreateRoadCertificateInput, ip: string) => {
    const { preRegisterId, ...certificate } = input;
    if (preRegisterId === undefined) return certificates.issue(context, certificate, ip);
    const by = { accountId: context.account.id, userId: context.user.id, ip };
    return certificates.issue(context, certificate, ip, {
      preRegistrationId: preRegisterId,
      serve: (certificateId, tx) =>
        preRegistrations.serve({ id: preRegisterId, certificateId, by }, tx),
    });
  };
}
export type RoadIssue = ReturnType<typeof createRoadIssue>;
