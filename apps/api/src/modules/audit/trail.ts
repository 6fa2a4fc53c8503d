import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, auditEvents, users } from '../../db/schema/index';

/** One audit event of a record, with who did it (null when their account is gone). */
export type TrailEvent = {
  id: number;
  action: string;
  at: Date;
  changes: Record<string, unknown> | null;
  by: { names: string; lastNames: string; module: string; role: string } | null;
};

/** Reads the audit trail of one record, oldest first (audit_events_entity_idx). */
export function createAuditTrail(db: Db) {
  return {
    async eventsOf(
      entity: string,
      entityId: string | number,
      actions: readonly string[],
    ): Promise<TrailEvent[]> {
      const rows = await db
        .select({
          id: auditEvents.id,
          action: auditEvents.action,
          at: auditEvents.createdAt,
          changes: auditEvents.changes,
          names: users.names,
          lastNames: users.lastNames,
          module: accounts.module,
          role: accounts.role,
        })
        .from(auditEvents)
        .leftJoin(accounts, eq(accounts.id, auditEvents.accountId))
        .leftJoin(users, eq(users.id, accounts.userId))
        .where(
          and(
            eq(auditEvents.entity, entity),
            eq(auditEvents.entityId, String(entityId)),
            inArray(auditEvents.action, [...actions]),
          ),
        )
        .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
      return rows.map(({ names, lastNames, module, role, changes, ...event }) => ({
        ...event,
        changes: (changes as Record<string, unknown> | null) ?? null,
        by:
          names === null || lastNames === null || module === null || role === null
            ? null
            : { names, lastNames, module, role },
      }));
    },
  };
}
export type AuditTrail = ReturnType<typeof createAuditTrail>;
