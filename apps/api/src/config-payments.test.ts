import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const bank = {
  PAYMENT_GATEWAY: 'mercantil',
  MERCANTIL_BASE_URL: 'https://apimbu.mercantilbanco.com/mercantil-banco/prod',
  MERCANTIL_CLIENT_ID: 'cliente-c2p',
  MERCANTIL_SECRET_KEY: 'clave-secreta-muy-privada',
  MERCANTIL_MERCHANT_ID: '150332',
  MERCANTIL_INTEGRATOR_ID: '31',
  MERCANTIL_TERMINAL_ID: 'abcde',
  MERCANTIL_MERCHANT_PHONE: '584241234567',
};

/** No seal key (one is generated under DATA_DIR), the reconciliation every minute, giving up at 2 h. */
const reconcileDefaults = {
  sealKey: undefined,
  reconcile: { enabled: true, intervalMs: 60_000, giveUpMs: 7_200_000 },
};

describe('payment configuration', () => {
  it('uses the sandbox bank with no variables set', () => {
    expect(loadConfig({}).payments).toEqual({
      gateway: 'sandbox',
      timeoutMs: 30_000,
      mercantil: undefined,
      ...reconcileDefaults,
    });
  });

  it('reads the bank credentials; search falls back to the C2P ones', () => {
    const { payments } = loadConfig({ ...bank, PAYMENT_TIMEOUT_MS: '20000' });
    expect(payments).toEqual({
      gateway: 'mercantil',
      timeoutMs: 20_000,
      mercantil: {
        baseUrl: bank.MERCANTIL_BASE_URL,
        c2p: { clientId: 'cliente-c2p', secretKey: 'clave-secreta-muy-privada' },
        search: { clientId: 'cliente-c2p', secretKey: 'clave-secreta-muy-privada' },
        merchantId: 150332,
        integratorId: 31,
        terminalId: 'abcde',
        merchantPhone: '584241234567',
      },
      ...reconcileDefaults,
    });
    const own = loadConfig({
      ...bank,
      MERCANTIL_SEARCH_CLIENT_ID: 'cliente-busqueda',
      MERCANTIL_SEARCH_SECRET_KEY: 'otra-clave',
    });
    expect(own.payments.mercantil?.search).toEqual({
      clientId: 'cliente-busqueda',
      secretKey: 'otra-clave',
    });
  });

  it('names the missing or invalid variable, never a secret', () => {
    for (const name of Object.keys(bank).filter((key) => key !== 'PAYMENT_GATEWAY')) {
      const env = { ...bank, [name]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`${name} requerida`));
    }
    expect(() => loadConfig({ ...bank, MERCANTIL_MERCHANT_PHONE: '0424-1234567' })).toThrow(
      /MERCANTIL_MERCHANT_PHONE/,
    );
    expect(() => loadConfig({ ...bank, MERCANTIL_BASE_URL: 'ftp://banco' })).toThrow(
      /MERCANTIL_BASE_URL/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'otro' })).toThrow(/PAYMENT_GATEWAY/);
    try {
      loadConfig({ ...bank, MERCANTIL_MERCHANT_ID: '' });
    } catch (error) {
      expect(String(error)).not.toContain('clave-secreta-muy-privada');
    }
  });

  it('reads the seal key and the reconciliation knobs, refusing a short key', () => {
    const { payments } = loadConfig({
      PAYMENT_SEAL_KEY: 's'.repeat(40),
      PAYMENT_RECONCILE: 'false',
      PAYMENT_RECONCILE_SECONDS: '30',
      PAYMENT_GIVE_UP_MINUTES: '45',
    });
    expect(payments).toMatchObject({
      sealKey: 's'.repeat(40),
      reconcile: { enabled: false, intervalMs: 30_000, giveUpMs: 2_700_000 },
    });
    expect(() => loadConfig({ PAYMENT_SEAL_KEY: 'corta' })).toThrow(/PAYMENT_SEAL_KEY/);
    expect(() => loadConfig({ PAYMENT_GIVE_UP_MINUTES: '1' })).toThrow(/PAYMENT_GIVE_UP_MINUTES/);
  });
});
