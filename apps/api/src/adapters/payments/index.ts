import type { PaymentSettings } from '../../config-payments';
import type { PaymentGateway, PaymentLog } from './gateway';
import { createMercantilGateway } from './mercantil';
import { type SandboxBank, startSandboxBank } from './sandbox-bank';
import { sandboxSettings } from './sandbox-data';

export type OpenedPaymentGateway = {
  gateway: PaymentGateway;
  /** The bank in this process, when PAYMENT_GATEWAY is `sandbox`. */
  sandbox: SandboxBank | undefined;
  close(): Promise<void>;
};

/**
 * The configured gateway: the mercantil adapter, pointed at the bank or (the default) at a sandbox
 * bank started here on 127.0.0.1 and a free port, so the adapter's real HTTP path always runs.
 */
export async function openPaymentGateway(
  settings: Pick<PaymentSettings, 'gateway' | 'timeoutMs' | 'mercantil'>,
  log: PaymentLog,
): Promise<OpenedPaymentGateway> {
  const options = { timeoutMs: settings.timeoutMs, log };
  if (settings.mercantil) {
    const gateway = createMercantilGateway(settings.mercantil, options);
    return { gateway, sandbox: undefined, close: async () => {} };
  }
  const sandbox = await startSandboxBank();
  log.info({ url: sandbox.url }, 'banco de pruebas (sandbox) escuchando; ningún cobro es real');
  const gateway = createMercantilGateway(sandboxSettings(sandbox.url), options);
  return { gateway, sandbox, close: () => sandbox.close() };
}
