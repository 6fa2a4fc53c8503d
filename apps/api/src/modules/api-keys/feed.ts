import type { CertificateEvent } from '@aptovial/shared';
import type { Db } from '../../db/client';
import type { CertificateSigner } from '../certificates/signing';
import { toCertificateEvent } from './events';
import type { FeedCursors } from './feed-cursor';
import { eventsAfter } from './feed-repo';
import type { ApiKeyRow } from './repo';

/**
 * The certificate change feed (decision 0085): a page of events after the caller's cursor, in
 * the order they became visible, and the cursor to send next (the same place when none is new).
 * A state-limited key reads its state's events alone.
 */
export function createCertificateFeed(deps: {
  db: Db;
  cursors: FeedCursors;
  signer: CertificateSigner;
}) {
  const { db, cursors, signer } = deps;
  return {
    async read(
      key: ApiKeyRow,
      cursor: string | undefined,
      limit: number,
    ): Promise<{ data: CertificateEvent[]; cursor: string }> {
      const after = cursors.decode(cursor, key.id);
      const rows = await eventsAfter(db, after, key.state, limit);
      const last = rows.at(-1);
      const next = last ? { xid: last.xid, id: last.id } : after;
      return {
        data: rows.map((row) => toCertificateEvent(row, signer)),
        cursor: cursors.encode(next, key.id),
      };
    },
  };
}
export type CertificateFeed = ReturnType<typeof createCertificateFeed>;
