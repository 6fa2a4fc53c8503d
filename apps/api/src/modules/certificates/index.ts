import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type CertificateKeys, certificateKeyRing } from '../../keys/certificate-key-ring';
import type { ChallengeLimit } from '../../plugins/challenge-limit';
import type { AuditService } from '../audit/service';
import { createAuditTrail } from '../audit/trail';
import type { SessionService } from '../auth/sessions';
import type { LotsService } from '../lots/service';
import type { ReferenceService } from '../reference/service';
import type { Issuers } from '../registers/issuers';
import type { Heads } from '../users/heads';
import { createDueSoonCounts } from './due-soon';
import { createExpiryReminders, type NextOperatives } from './expiry-reminders';
import { createCertificateHistory } from './history';
import { certificateHistoryRoutes } from './history-routes';
import { createHolderMail, type HolderMailer } from './holder-mail';
import { certificateKeysRoutes } from './keys-routes';
import { createCertificatesDirectory } from './list/directory';
import { lotCertificatesRoutes } from './lot-routes';
import { createPaidCertificates } from './paid';
import { certificatePdfRoutes } from './pdf-routes';
import { certificateReadRoutes } from './read-routes';
import { reminderStopRoutes } from './reminder-routes';
import { createStopLinks } from './reminder-stop';
import { createCertificatesRepo } from './repo';
import { createRoadCertificates } from './road';
import { createRoadCountsRepo } from './road-counts';
import { createRoadPanel } from './road-panel';
import { certificateWriteRoutes } from './routes';
import { createCertificatesService } from './service';
import { createCertificateSigner } from './signing';

export type { ExpiryReminders } from './expiry-reminders';
export type { IssueAt } from './issue-links';
export type { PaidCertificates } from './paid';
export type { RoadCertificates } from './road';
export type { RoadPanel } from './road-panel';

type Deps = {
  config: Config;
  database: Database;
  sessions: SessionService;
  audit: AuditService;
  reference: ReferenceService;
  lots: LotsService;
  issuers: Issuers;
  heads: Heads;
  /** The keys signing the QR of each printout (a withdrawn signing key stops the start). */
  keys: CertificateKeys;
  /** The public checks' per-address limit: a proof of work past it, never a refusal (0027). */
  verifyLimit: ChallengeLimit;
  clock: () => Date;
  log: { error(obj: object, msg: string): void };
  /** The outbox: the holder's copy on issue and the expiry reminders (decision 0087). */
  mail: HolderMailer;
  /** The server secret the reminders' stop links are signed with (an HMAC key derived from it). */
  stopSecret: Buffer;
  /** The operatives module's next operatives of a municipality, for the reminders. */
  nextOperatives: NextOperatives;
};

/** Medical fitness certificates: issue, edit, disable, search, reports and public verification. */
export function createCertificatesModule(deps: Deps) {
  const { config, database, sessions, audit, reference, lots, issuers, heads, keys, clock } = deps;
  const ring = certificateKeyRing(keys);
  const signer = createCertificateSigner({ ring, publicUrl: config.publicUrl });
  const roadCounts = createRoadCountsRepo(database.db);
  const repo = createCertificatesRepo(database.db, roadCounts, config.listDepthCap);
  const stateCodes = async () => (await reference.snapshot()).data.states.map((state) => state.as);
  const dueSoon = createDueSoonCounts(database.db, clock);
  const directory = createCertificatesDirectory({ repo, heads, clock, dueSoon });
  const { mail, publicUrl } = { mail: deps.mail, publicUrl: config.publicUrl };
  const holderMail = createHolderMail({ mail, repo, signer, publicUrl, clock });
  const links = createStopLinks(deps.stopSecret, publicUrl);
  const certificates = createCertificatesService({
    database,
    repo,
    directory,
    lots,
    issuers,
    audit,
    stateCodes,
    clock,
    holderMail,
  });

  return {
    /** For the road-medicine panel: its counts, from the road-medicine day counts. */
    roadPanel: createRoadPanel({ repo: roadCounts, clock, dueSoon }),
    /** For the background jobs: the 30-day expiry reminders (decision 0087). */
    reminders: createExpiryReminders({
      database,
      mail,
      nextOperatives: deps.nextOperatives,
      links,
      publicUrl,
      clock,
    }),
    /** For the road-medicine module: its list, export, issuing and issue-form reads. */
    road: createRoadCertificates({ db: database.db, directory, certificates }),
    /** For the payments module: a served request's certificate paid by a later approval. */
    paid: createPaidCertificates(),
    async registerRoutes(app: FastifyInstance): Promise<void> {
      const prefix = '/api/certifields';
      await app.register(certificateWriteRoutes, { prefix, sessions, certificates });
      const { verifyLimit } = deps;
      await app.register(certificateReadRoutes, { prefix, sessions, directory, verifyLimit });
      const history = createCertificateHistory({
        directory,
        trail: createAuditTrail(database.db),
      });
      await app.register(certificateHistoryRoutes, { prefix, sessions, history });
      await app.register(certificatePdfRoutes, {
        prefix,
        sessions,
        directory,
        signer,
        publicUrl: config.publicUrl,
        clock,
      });
      const stop = { prefix, db: database.db, links, verifyLimit: deps.verifyLimit };
      await app.register(reminderStopRoutes, stop);
      await app.register(certificateKeysRoutes, { prefix, verifyLimit, keySet: ring.keySet });
      await app.register(lotCertificatesRoutes, {
        prefix: '/api/certifieldLotes',
        sessions,
        directory,
        lots,
      });
    },
  };
}
