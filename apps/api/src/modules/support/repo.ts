import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema/index';

export type SupportMessageValues = { accountId: number; subject: string; message: string };

/** Queries of `support_messages`: the messages sent from soporte-tecnico, kept. */
export function createSupportRepo(db: Db) {
  return {
    insertMessage: (values: SupportMessageValues, tx: Db = db) =>
      tx.insert(supportMessages).values(values),
  };
}
export type SupportRepo = ReturnType<typeof createSupportRepo>;
