import type { createLotInputSchema, updateLotInputSchema } from '@aptovial/shared';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { LOT_NO_OVERLAP } from '../../db/schema/index';
import { brokenExclusionConstraint } from '../../db/violations';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { AuthContext } from '../auth/sessions';
import type { LotsDirectory } from './directory';
import { createFreeSerials, type FreeSerial } from './free-serials';
import { assertKnownState, assertMayManage, type LotsActor, lotsActorOf } from './policy';
import type { LotRow, LotsRepo } from './repo';

type CreateInput = z.output<typeof createLotInputSchema>;
type UpdateInput = z.output<typeof updateLotInputSchema>;
type Deps = {
  database: Database;
  repo: LotsRepo;
  directory: LotsDirectory;
  audit: AuditService;
  /** Codes of every state of the catalogue. */
  stateCodes: () => Promise<readonly string[]>;
};

const inUse = (field: string, message: string) =>
  new AppError('LOT_IN_USE', undefined, [{ field, message }]);

/** Creating and editing lots: Admin of the medic college only; ranges never overlap. */
export function createLotsService(deps: Deps) {
  const { database, repo, directory, audit, stateCodes } = deps;
  const freeSerials = createFreeSerials(database.db);

  /** Runs a write and turns the database's no-overlap constraint into LOT_OVERLAP. */
  async function withoutOverlap<T>(
    range: { initialNumber: number; finalNumber: number; exceptId?: number },
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (brokenExclusionConstraint(error) !== LOT_NO_OVERLAP) throw error;
      const other = await repo.overlapping(range.initialNumber, range.finalNumber, range.exceptId);
      const message = other
        ? `Se cruza con el lote ${other.initialNumber}–${other.finalNumber} (${other.state})`
        : 'El rango se cruza con el de otro lote';
      throw new AppError('LOT_OVERLAP', undefined, [{ field: 'initialNumber', message }]);
    }
  }

  /** Refuses a change that would strand issued certificates (the lot row is locked). */
  async function assertKeepsCertificates(lot: LotRow, input: UpdateInput, tx: Db) {
    const movesRange =
      input.initialNumber > lot.initialNumber || input.finalNumber < lot.finalNumber;
    if (input.state === lot.state && !movesRange) return;
    const span = await repo.serialSpan(lot.id, tx);
    if (span.used === 0) return;
    if (input.state !== lot.state) {
      throw inUse('state', `El lote tiene ${span.used} certificados emitidos en ${lot.state}`);
    }
    if (span.lowest !== null && span.lowest < input.initialNumber) {
      throw inUse('initialNumber', `El serial ${span.lowest} ya está emitido en este lote`);
    }
    if (span.highest !== null && span.highest > input.finalNumber) {
      throw inUse('finalNumber', `El serial ${span.highest} ya está emitido en este lote`);
    }
  }

  return {
    async create(actor: LotsActor, input: CreateInput, ip: string) {
      assertMayManage(actor);
      assertKnownState(input.state, await stateCodes());
      const values = {
        state: input.state,
        initialNumber: input.initialNumber,
        finalNumber: input.finalNumber,
        numberTP: input.numberTP,
      };
      const lot = await withoutOverlap(input, () =>
        database.db.transaction(async (tx) => {
          const row = await repo.insert({ ...values, createdBy: actor.accountId }, tx);
          await audit.record(tx, {
            action: 'lot_created',
            entity: 'certificate_lot',
            entityId: row.id,
            accountId: actor.accountId,
            userId: actor.userId,
            ip,
            changes: changedFields({}, values),
          });
          return row;
        }),
      );
      return directory.one(actor, lot.id);
    },

    async update(actor: LotsActor, input: UpdateInput, ip: string) {
      assertMayManage(actor);
      assertKnownState(input.state, await stateCodes());
      const { id, ...values } = input;
      await withoutOverlap({ ...input, exceptId: id }, () =>
        database.db.transaction(async (tx) => {
          // FOR UPDATE: a certificate issued concurrently on this lot waits for us, or we for it.
          const lot = await repo.lockById(id, tx);
          if (!lot) throw new AppError('NOT_FOUND', 'El lote no existe.');
          await assertKeepsCertificates(lot, input, tx);
          const changes = changedFields(lot, values);
          if (Object.keys(changes).length > 0) await repo.update(id, values, tx);
          await audit.record(tx, {
            action: 'lot_updated',
            entity: 'certificate_lot',
            entityId: id,
            accountId: actor.accountId,
            userId: actor.userId,
            ip,
            changes,
          });
        }),
      );
      return directory.one(actor, id);
    },

    /**
     * For the certificates module, inside its issuing transaction: the lot holding `serial`, its
     * row locked FOR SHARE until `tx` ends (so no lot update can move the range away meanwhile),
     * or `undefined` when no lot holds it. The caller compares `state` with the issuing state.
     */
    lotOfSerial: (serial: number, tx: Db): Promise<LotRow | undefined> =>
      repo.lockHolding(serial, tx),

    /**
     * For the certificates module, which lists a lot's certificates: FORBIDDEN unless the
     * session's module keeps lots (run before the input is read).
     */
    assertReadsLots(context: AuthContext): void {
      lotsActorOf(context);
    },

    /** For road medicine's issue form: which lot holds a serial, and the certificate on it. */
    searchSerial: (serial: number) => directory.searchSerial(serial),

    /** For road medicine: `serial` when it is free and in a lot of `state`, with that lot. */
    async freeSerialIn(serial: number, state: string): Promise<FreeSerial | undefined> {
      const [row, taken] = await Promise.all([
        repo.findHolding(serial),
        repo.certificateIdBySerial(serial),
      ]);
      if (!row || row.lot.state !== state || taken !== null) return undefined;
      return { serial, lotId: row.lot.id, numberTP: row.lot.numberTP };
    },

    /** For road medicine: the lowest free serial of the first lot of `state` that has one. */
    firstFreeSerialIn: (state: string) => freeSerials.firstFreeIn(state),

    /**
     * For road medicine's panel: the lots of the state of a doctor's college number (where they
     * issue), their serials used and free.
     */
    lotsOfIssuer: (schoolNumberId: number) => repo.ofIssuerState(schoolNumberId),

    /** NOT_FOUND unless lot `id` exists and the session may see it (its state's, or Admin). */
    async assertVisible(context: AuthContext, id: number): Promise<void> {
      await directory.visibleRow(lotsActorOf(context), id);
    },
  };
}
export type LotsService = ReturnType<typeof createLotsService>;
