import type { WithoutPayment } from '@aptovial/shared';
import type { Db } from '../../db/client';
import type { HolderContact } from './holder-mail';

/**
 * What a certificate is issued with, inside its issuing transaction (a refusal there rolls the
 * certificate back):
 * - from a request of the public: the certificate keeps the request's id, and `serve`
 *   marks the request served;
 * - against a payment (createCertifieldsPay, decision 0023): `pay` records the payment and answers
 *   its id, which the certificate keeps (`payment_id`, unique: a payment pays one certificate).
 */
export type IssueLink =
  | {
      preRegistrationId: number;
      /** Serves the request; answers the payment that paid it, which then pays the certificate. */
      serve(certificateId: number, tx: Db): Promise<number | null>;
      /** Why it is served though never paid (decision 0065, `servedAndSettled`). */
      withoutPayment?: WithoutPayment | undefined;
      /** The request's e-mail and municipality: the holder's copy goes there (decision 0087). */
      holder?(tx: Db): Promise<HolderContact | undefined>;
    }
  | { pay(tx: Db): Promise<number> };

/**
 * Issued at a field operative (decision 0025): the certificate keeps its id. `check` re-reads the
 * operative inside the issuing transaction, first: one finished meanwhile rolls everything back.
 */
export type IssueAt = {
  operativeId: number;
  check(tx: Db): Promise<void>;
  /** The operative's municipality: where the holder's reminder looks for the next ones. */
  municipality?: number;
};
