import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './webhook-signature';

type Example = {
  receiver(secret: string, onEvent: (event: { id: string }) => void): import('node:http').Server;
};

describe('the example receiver of docs/integrations', () => {
  it('takes a signed event once and refuses a wrong signature', async () => {
    const example = (await import(
      // @ts-expect-error: a plain ES module of the docs, without types
      '../../../../../docs/integrations/webhook-receiver.mjs'
    )) as Example;
    const events: { id: string }[] = [];
    const server = example.receiver('whsec_test', (event) => events.push(event));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const body = JSON.stringify({ id: '42', type: 'issued' });
    const post = (signature: string) =>
      fetch(url, { method: 'POST', body, headers: { 'aptovial-signature': signature } });
    const now = Math.floor(Date.now() / 1000);
    expect((await post(signatureHeader('whsec_test', body, now))).status).toBe(204);
    expect((await post(signatureHeader('whsec_test', body, now))).status).toBe(204);
    expect((await post(signatureHeader('whsec_other', body, now))).status).toBe(401);
    expect((await post(signatureHeader('whsec_test', body, now - 3600))).status).toBe(401);
    expect(events).toEqual([{ id: '42', type: 'issued' }]);
    server.close();
  });
});
