import type { certificateExportQuerySchema, listCertificatesQuerySchema } from '@aptovial/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import type { IssueAt, IssueLink } from './issue-links';
import type { CertificatesDirectory } from './list/directory';
import { type CertificatesActor, certificatesActorOf } from './policy';
import { createRoadCertificatesRepo } from './road-repo';
import type { CertificatesService } from './service';
import { certificatesSheet } from './sheet';
import type { CreateCertificateInput } from './values';

type Deps = { db: Db; directory: CertificatesDirectory; certificates: CertificatesService };
type ListQuery = z.output<typeof listCertificatesQuerySchema>;
type ExportQuery = z.output<typeof certificateExportQuerySchema>;

/**
 * What road medicine uses of certificates (decision 0019), its one door into this module: the
 * same list, report and issuing as /api/certifields, run as the road actor of a medicVial
 * session (a VialDirector their own number's certificates, the Admin every road-medicine one),
 * plus two reads of the issue form.
 */
export function createRoadCertificates({ db, directory, certificates }: Deps) {
  const repo = createRoadCertificatesRepo(db);

  /** The road actor; a session of another module or without a college number is refused. */
  function actorOf(context: AuthContext): CertificatesActor {
    const actor = certificatesActorOf(context);
    if (actor.channel !== 'medicVial') throw new AppError('WRONG_MODULE');
    return actor;
  }

  return {
    /** For route guards: throws unless the session may work as a road-medicine doctor. */
    assertRoadSession(context: AuthContext): void {
      actorOf(context);
    },
    list: (context: AuthContext, query: ListQuery) => directory.list(actorOf(context), query),
    /**
     * The Excel sheet of every match up to the report cap, as /certifields/reports/xlsx, and the
     * cursor of the next ones when more follow.
     */
    async sheet(context: AuthContext, query: ExportQuery) {
      const { data, next } = await directory.report(actorOf(context), query);
      return { sheet: certificatesSheet(data), next };
    },
    /**
     * Issues as the road actor; `link`: from a request of the public, served in the same go, or
     * against a payment; `at`: at a field operative (the caller checked it may issue there).
     */
    issue: (
      context: AuthContext,
      input: CreateCertificateInput,
      ip: string,
      link?: IssueLink,
      at?: IssueAt,
    ) => certificates.issue(actorOf(context), input, ip, link, at),
    lastSerialOf: repo.lastSerialOf,
    newestOfHolder: repo.newestOfHolder,
  };
}
export type RoadCertificates = ReturnType<typeof createRoadCertificates>;
