import {
  type C2pChargeInput,
  type CreatePreRegisterInput,
  type CreatePreRegisterPayInput,
  compareDecimals,
  payerIdOf,
  preRegisterFieldsSchema,
} from '@aptovial/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import type { Captcha } from '../captcha/service';
import type { OperativeGate } from '../operatives/index';
import type { PreRegistrationsDoor } from '../pre-registrations/index';
import type { ChargeOrder, Charges } from './charge';

type Deps = {
  charges: Charges;
  /** The commissions module's price in force (decision 0022). */
  commissions: { amount(): Promise<{ amountBolivares: string }> };
  requests: Pick<PreRegistrationsDoor, 'assertMunicipalityOf' | 'payableStore' | 'lockForPayment'>;
  captcha: Captcha;
  settings: { isPreRegisterOpen(): Promise<boolean> };
  /** The operatives module's gate: charging at an operative (decision 0025). */
  operatives: Pick<OperativeGate, 'inProgressFor'>;
};

/** The caller's device, which the bank asks for (`client_identify`). */
export type Client = { ip: string; userAgent: string | undefined };

const requestFields = Object.keys(
  preRegisterFieldsSchema.shape,
) as (keyof CreatePreRegisterInput)[];

/** The request's own fields of the pay form, without the charge's (never stored with it). */
function requestOf(input: CreatePreRegisterPayInput): CreatePreRegisterInput {
  const picked = Object.fromEntries(
    requestFields.map((key) => [key, input[key as keyof typeof input]]),
  );
  return { ...(picked as CreatePreRegisterInput), altcha: input.altcha };
}

function orderOf(
  input: C2pChargeInput | CreatePreRegisterPayInput,
  client: Client,
  by?: AuthContext,
): ChargeOrder {
  return {
    amount: input.amount,
    payerId: payerIdOf(input),
    payerPhone: input.destination_mobile_number,
    bankCode: input.destination_bank_id,
    paymentKey: input.twofactor_auth,
    device: { ipAddress: client.ip, userAgent: client.userAgent },
    createdBy: by?.account.id,
    actor: { accountId: by?.account.id, userId: by?.user.id, ip: client.ip },
  };
}

/** C2P charges of the public's requests (docs/product/calls.md; decision 0024). */
export function createPaymentsService(deps: Deps) {
  const { charges, commissions, requests, captcha, settings, operatives } = deps;
  /**
   * A client never chooses what it pays: the amount must be the price in force to the cent. The
   * message says the price changed, nothing more (the form reads the price again).
   */
  async function assertPriceInForce(amount: string): Promise<void> {
    const { amountBolivares } = await commissions.amount();
    if (compareDecimals(amount, amountBolivares) !== 0)
      throw new AppError('PAYMENT_AMOUNT_MISMATCH');
  }

  /**
   * Charging at a field operative (pagar-solicitud, decision 0025): the session's own (or the
   * Admin's), in progress, and a request of its state and municipality (an operative serves its
   * town). Checked inside the charge's first transaction, before the bank is asked: a refusal
   * writes nothing and charges nothing.
   */
  async function atOperative(by: AuthContext, operativeId: number, requestId: number, tx: Db) {
    const operative = await operatives.inProgressFor(by, operativeId, tx);
    // An unknown request is the charge's own 404, a little later.
    const request = await requests.lockForPayment(requestId, tx);
    if (
      request &&
      (request.state !== operative.state || request.municipality !== operative.municipality)
    ) {
      throw new AppError('OPERATIVE_OTHER_MUNICIPALITY', undefined, [
        { field: 'idPreRegister', message: 'La solicitud es de otro municipio' },
      ]);
    }
  }

  return {
    /** POST /api/payments/c2p: a road-medicine doctor charges an applicant's open request. */
    async chargeRequest(input: C2pChargeInput, by: AuthContext, client: Client) {
      await assertPriceInForce(input.amount);
      const { idPreRegister, operativeId } = input;
      return charges.charge({ ...orderOf(input, client, by), operativeId }, async (tx: Db) => {
        if (operativeId !== undefined) await atOperative(by, operativeId, idPreRegister, tx);
        return idPreRegister;
      });
    },

    /**
     * POST /api/preRegister/createPreregisterPay: the challenge first (a robot learns nothing
     * more), the switch, the price and the municipality; then the request (or the person's open
     * one of that type, only with the code e-mailed to it: decision 0051) and the pending payment
     * in one transaction, and the charge.
     */
    async payNewRequest(input: CreatePreRegisterPayInput, client: Client) {
      await captcha.verify(input.altcha);
      if (!(await settings.isPreRegisterOpen())) throw new AppError('PRE_REGISTER_CLOSED');
      await assertPriceInForce(input.amount);
      await requests.assertMunicipalityOf(input.state, input.municipality);
      const store = await requests.payableStore(requestOf(input), input.emailCode, client.ip);
      return charges.charge(orderOf(input, client), store);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
