import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMercantilGateway } from './mercantil';
import {
  LEDGER_PATH,
  type SandboxBank,
  type SandboxPayment,
  startSandboxBank,
} from './sandbox-bank';
import { sandboxPhones, sandboxSettings } from './sandbox-data';
import { captureLog, sandboxCharge } from './testing';

// The sandbox's ledger: what the payments bench compares with the approved requests.
let bank: SandboxBank;
beforeAll(async () => {
  bank = await startSandboxBank();
});
afterAll(() => bank.close());

const ledger = async () => (await fetch(`${bank.url}${LEDGER_PATH}`)).json();

describe('the sandbox bank ledger', () => {
  it('counts what was really charged, apart from the requests that reached it', async () => {
    const gateway = createMercantilGateway(sandboxSettings(bank.url), {
      timeoutMs: 5_000,
      log: captureLog(),
    });
    expect(await ledger()).toEqual({ charges: 0, received: { c2p: 0, search: 0 } });
    const approved = sandboxCharge();
    expect((await gateway.charge(approved)).outcome).toBe('approved');
    // The same invoice again never leaves this process (post-once): pending, nothing charged.
    expect((await gateway.charge(approved)).outcome).toBe('pending');
    const declined = sandboxCharge({ payerPhone: sandboxPhones.insufficientFunds });
    expect((await gateway.charge(declined)).outcome).toBe('declined');
    expect(await ledger()).toEqual({ charges: 1, received: { c2p: 2, search: 0 } });
  });

  it('restarted on what it held, still finds and refuses those charges (decision 0040)', async () => {
    const written: SandboxPayment[] = [];
    const first = await startSandboxBank({ onHold: (payment) => written.push({ ...payment }) });
    const options = { timeoutMs: 5_000, log: captureLog() };
    const charge = sandboxCharge();
    const approved = await createMercantilGateway(sandboxSettings(first.url), options).charge(
      charge,
    );
    expect(approved.outcome).toBe('approved');
    await first.close();
    expect(written.map((payment) => payment.invoiceNumber)).toEqual([charge.invoiceNumber]);

    const again = await startSandboxBank({ kept: written });
    const gateway = createMercantilGateway(sandboxSettings(again.url), options);
    const search = await gateway.searchMobilePayments({
      payerPhone: charge.payerPhone,
      date: written[0]?.trxDate ?? '',
      amount: charge.amount,
      invoiceNumber: charge.invoiceNumber,
    });
    expect(search.outcome).toBe('found');
    // Another process sending the same invoice: the bank's duplicate, never a second charge.
    expect((await gateway.charge(charge)).outcome).toBe('pending');
    expect(again.payments()).toHaveLength(1);
    await again.close();
  });

  it('listens on the port it is given', async () => {
    const probe = await startSandboxBank();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const fixed = await startSandboxBank({ port });
    expect(new URL(fixed.url).port).toBe(String(port));
    await fixed.close();
  });
});
