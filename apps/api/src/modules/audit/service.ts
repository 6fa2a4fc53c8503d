import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema/index';

export type AuditEvent = {
  action: string;
  entity: string;
  entityId?: string | number;
  accountId?: number | null;
  userId?: number | null;
  /** Changed fields; never secrets (passwords, codes, tokens). */
  changes?: Record<string, unknown>;
  ip?: string | null;
};

/** Writes who did what, inside the caller's transaction so it commits with the change. */
export function createAuditService() {
  return {
    record: async (tx: Db, event: AuditEvent): Promise<void> => {
      await tx.insert(auditEvents).values({
        action: event.action,
        entity: event.entity,
        entityId: event.entityId === undefined ? null : String(event.entityId),
        accountId: event.accountId ?? null,
        userId: event.userId ?? null,
        changes: event.changes ?? null,
        ip: event.ip ?? null,
      });
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
