import type { NextSerial, RoadSerial, searchDniQuerySchema } from '@aptovial/shared';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { AuthContext } from '../auth/sessions';
import type { RoadCertificates } from '../certificates/index';
import type { LotsService } from '../lots/service';
import type { Issuers } from '../registers/issuers';

type Deps = {
  certificates: Pick<RoadCertificates, 'lastSerialOf' | 'newestOfHolder'>;
  lots: Pick<LotsService, 'searchSerial' | 'freeSerialIn' | 'firstFreeSerialIn'>;
  issuers: Pick<Issuers, 'roadMedicOf'>;
};
type DniQuery = z.output<typeof searchDniQuerySchema>;

const NONE: NextSerial = { serial: null, lotId: null, numberTP: null };

/** The reads that make road medicine's issue form fast: serial checks, offers and copying. */
export function createIssueFormReads({ certificates, lots, issuers }: Deps) {
  /** The college number the session works as, and its state (where the doctor issues). */
  async function doctorOf(context: AuthContext) {
    const id = context.account.schoolNumberId;
    const medic = id === null ? undefined : await issuers.roadMedicOf(id);
    if (!medic) {
      throw new AppError('FORBIDDEN', 'Su credencial no está vinculada a un número de colegio.');
    }
    return medic;
  }

  return {
    /** The lot holding `serial` (any state, so the form can say whose), and whether it is free. */
    async serialInLot(context: AuthContext, serial: number): Promise<RoadSerial> {
      const [{ state }, found] = await Promise.all([doctorOf(context), lots.searchSerial(serial)]);
      return { ...found, inOwnState: found.lot?.state === state };
    },

    /**
     * The serial the form offers (decision 0019). A doctor works through a pad of serials in
     * order, so: the serial after the last one their number issued (any channel), when it is
     * free and in a lot of their state. Otherwise (a first certificate, the pad ran out, or that
     * serial is taken or of another state): the lowest free serial of the first lot of their
     * state, in the order of the lots' first serials, that still has one. Both are found through
     * indexes (lots service), never by reading a whole lot. Null fields when none is free.
     */
    async nextSerial(context: AuthContext): Promise<NextSerial> {
      const { schoolNumberId, state } = await doctorOf(context);
      const last = await certificates.lastSerialOf(schoolNumberId);
      const following = last === null ? undefined : await lots.freeSerialIn(last + 1, state);
      return following ?? (await lots.firstFreeSerialIn(state)) ?? NONE;
    },

    /** The driver's newest certificate, any issuer: the holder's data to copy into the form. */
    previous: (query: DniQuery) => certificates.newestOfHolder(query.dni, query.nationality),
  };
}
export type IssueFormReads = ReturnType<typeof createIssueFormReads>;
