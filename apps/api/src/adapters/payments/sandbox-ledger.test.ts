import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMercantilGateway } from './mercantil';
import { LEDGER_PATH, type SandboxBank, startSandboxBank } from './sandbox-bank';
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

  it('listens on the port it is given', async () => {
    const probe = await startSandboxBank();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const fixed = await startSandboxBank({ port });
    expect(new URL(fixed.url).port).toBe(String(port));
    await fixed.close();
  });
});
