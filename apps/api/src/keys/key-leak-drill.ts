import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AuditService } from '../modules/audit/service';
import { createCertificateSigner } from '../modules/certificates/signing';
import { publicKeyOf, readKeyRecords } from './certificate-key-records';
import {
  certificateKeyRing,
  currentSigningKey,
  loadCertificateKeys,
  type rotateCertificateKey,
  withdrawCertificateKey,
} from './certificate-key-ring';
import {
  countReprints,
  csvLine,
  REPRINT_CSV_HEADER,
  reprintLine,
  reprints,
} from './key-leak-reprints';

/**
 * The key-leak drill (docs/decisions/0038): withdraw a leaked certificate key (rotating first when
 * it is the one signing), then list every still-valid certificate it may have signed with a QR
 * address signed afresh by the key signing now, for the states to reprint.
 */

/** Rotations are read at start: a server may sign with the old key until it restarts. */
export const DEFAULT_MARGIN_HOURS = 24;

/** The drill refused before changing anything (unknown kid, a key already withdrawn). */
export class KeyDrillRefused extends Error {}

export type KeyDrillReport = {
  withdrawnKid: string;
  /** The key signing the new QRs, and the servers after their restart. */
  signingKid: string;
  /** When the withdrawn key was the one signing: the new key (its PEM for the operator if env). */
  rotation: ReturnType<typeof rotateCertificateKey> | undefined;
  /** Certificates created up to here may carry the withdrawn key's QR. */
  signedUntil: Date;
  total: number;
  /** Reprints per state code, by state. */
  perState: Array<{ state: string; total: number }>;
};

type Deps = { config: Config; db: Db; audit: AuditService };
type Options = {
  kid: string;
  now: Date;
  marginHours?: number;
  /** Receives the CSV, header first, a page of lines at a time. */
  write: (text: string) => Promise<unknown> | undefined;
};

/**
 * Until when the key may have signed: now when it still signs; otherwise its retirement plus a
 * margin for servers restarted late (the record holds when keys:rotate ran, not the restart);
 * now too for a key with no recorded end.
 */
function signedUntilOf(retired: string | undefined, signingNow: boolean, now: Date, hours: number) {
  if (signingNow || retired === undefined) return now;
  return new Date(Math.min(Date.parse(retired) + hours * 3_600_000, now.getTime()));
}

/**
 * The key to drill, or a Spanish refusal before anything is touched (the script asks first, so
 * a typo does not even open the database).
 */
export function drillableKey(config: Config, kid: string) {
  const currentPem = currentSigningKey(config);
  const signingNow = currentPem !== undefined && publicKeyOf(currentPem).kid === kid;
  const record = readKeyRecords(config.certificates.keysDir).find((item) => item.kid === kid);
  if (!record && !signingNow) {
    throw new KeyDrillRefused(
      `No hay una clave de certificados con kid ${kid}: no se cambió nada (vea las claves en ${config.certificates.keysDir}).`,
    );
  }
  if (record?.withdrawn) {
    throw new KeyDrillRefused(
      `La clave ${kid} ya fue retirada: no se cambió nada. Sus certificados se listaron cuando se retiró.`,
    );
  }
  return { retired: record?.retired, signingNow };
}

export async function runKeyLeakDrill(deps: Deps, options: Options): Promise<KeyDrillReport> {
  const { config, db, audit } = deps;
  const { kid, now, write, marginHours = DEFAULT_MARGIN_HOURS } = options;
  const { retired, signingNow } = drillableKey(config, kid);
  const signedUntil = signedUntilOf(retired, signingNow, now, marginHours);
  // Reaching the database before touching the keys: a database down refuses with nothing changed.
  const expected = await countReprints(db, signedUntil, now);

  const { rotation } = withdrawCertificateKey(config, kid, now);
  // With CERTIFICATE_SIGNING_KEY set the new key is only printed for the operator: sign with it.
  const signingKeyPem = rotation?.pem ?? loadCertificateKeys(config).signingKeyPem;
  const ring = certificateKeyRing({
    signingKeyPem,
    records: readKeyRecords(config.certificates.keysDir),
  });
  const signer = createCertificateSigner({ ring, publicUrl: config.publicUrl });

  const perState = new Map<string, number>();
  let total = 0;
  await write(csvLine(REPRINT_CSV_HEADER));
  for await (const page of reprints(db, signer, signedUntil, now)) {
    for (const reprint of page) perState.set(reprint.state, (perState.get(reprint.state) ?? 0) + 1);
    total += page.length;
    await write(page.map(reprintLine).join(''));
  }
  const byState = [...perState]
    .map(([state, count]) => ({ state, total: count }))
    .sort((a, b) => a.state.localeCompare(b.state));
  await audit.record(db, {
    action: 'certificate_key_withdrawn',
    entity: 'certificate_key',
    entityId: kid,
    changes: {
      signingKid: ring.signing.kid,
      signedUntil: signedUntil.toISOString(),
      reprints: total,
      expected,
      perState: Object.fromEntries(perState),
    },
  });
  return {
    withdrawnKid: kid,
    signingKid: ring.signing.kid,
    rotation,
    signedUntil,
    total,
    perState: byState,
  };
}
