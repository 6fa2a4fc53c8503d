import { verifyProof } from '@aptovial/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, certificates } from '../db/schema/index';
import { filesOf } from '../test/backup';
import { countRows } from '../test/rows';
import { rotateCertificateKey } from './certificate-key-ring';
import { KeyDrillRefused } from './key-leak-drill';
import { DAY, drillWorld, verdictsOf } from './key-leak-testing';

// docs/decisions/0038: the key-leak drill lists exactly the still-valid certificates the leaked
// key may have signed, with new QR addresses that verify, and the next start signs anew.

const { world, newConfig, startServer, setCreated, drill } = drillWorld();

describe('keys:drill of a key retired by an earlier rotation', () => {
  it('lists its still-valid certificates with new QRs; the next start publishes it withdrawn', async () => {
    const config = newConfig();
    const first = await startServer(config);
    const valid = await first.issue();
    const disabled = await first.issue();
    const expired = await first.issue();
    const late = await first.issue();
    const oldProof = await first.printed(valid.id);
    const oldKeys = await first.keySet();
    const firstKid = oldKeys.keys[0]?.kid ?? '';
    await first.close();
    const { db } = world.database;
    const set = (id: number, values: Partial<typeof certificates.$inferInsert>) =>
      db.update(certificates).set(values).where(eq(certificates.id, id));
    await set(disabled.id, { status: false, reason: 'Anulado por el médico' });
    await set(expired.id, { expeditionDate: '2025-01-02', dueDate: '2026-01-02' });

    // Rotated three days ago; `late` was issued an hour after it, before a late restart.
    const retired = new Date(Date.now() - 3 * DAY);
    const rotation = rotateCertificateKey(config, retired);
    await setCreated([valid.id, disabled.id, expired.id], new Date(retired.getTime() - DAY));
    await setCreated([late.id], new Date(retired.getTime() + 3_600_000));
    const second = await startServer(config);
    const after = await second.issue();
    // Certificates take their creation from the app's clock (fixed in June, decision 0048); the
    // rotation is real time, so the one issued after it is dated now.
    await setCreated([after.id], new Date());
    const afterProof = await second.printed(after.id);
    await second.close();

    const { report, header, rows } = await drill(config, firstKid);
    expect(report).toMatchObject({
      withdrawnKid: firstKid,
      signingKid: rotation.kid,
      rotation: undefined,
      total: 2,
      perState: [{ state: 'VE-A', total: 2 }],
    });
    expect(header).toBe('serial,estado,cedula_titular,fecha_expedicion,url_verificacion_nueva');
    expect(rows.map((row) => Number(row[0]))).toEqual([valid.serial, late.serial]);
    expect(rows[0]?.slice(1, 4)).toEqual(['VE-A', 'V-25123456', '10/06/2026']);

    const third = await startServer(config);
    const keySet = await third.keySet();
    expect(keySet.keys[0]?.kid).toBe(rotation.kid);
    expect(keySet.keys.find((key) => key.kid === firstKid)?.withdrawn).toBe(true);
    for (const verdict of await verdictsOf(rows, keySet)) {
      expect(verdict).toMatchObject({ state: 'valid', kid: rotation.kid });
    }
    // The old printout now reads "reimprimir"; the one signed after the rotation stays valid.
    expect(await verifyProof(oldProof, oldKeys)).toMatchObject({ state: 'valid', kid: firstKid });
    expect(await verifyProof(oldProof, keySet)).toMatchObject({ state: 'withdrawn' });
    expect(await verifyProof(afterProof, keySet)).toMatchObject({ state: 'valid' });
    expect(await verifyProof(await third.printed(valid.id), keySet)).toMatchObject({
      state: 'valid',
      kid: rotation.kid,
    });
    await third.close();
    const drilled = and(
      eq(auditEvents.action, 'certificate_key_withdrawn'),
      eq(auditEvents.entityId, firstKid),
    );
    const [event] = await db.select().from(auditEvents).where(drilled);
    expect(event?.changes).toMatchObject({ signingKid: rotation.kid, reprints: 2 });

    // Drilled again, or a kid nobody knows: a Spanish refusal, and nothing changes.
    const files = filesOf(config.dataDir);
    const rowsBefore = await countRows(db, { auditEvents });
    await expect(drill(config, firstKid)).rejects.toThrow(KeyDrillRefused);
    await expect(drill(config, firstKid)).rejects.toThrow(/ya fue retirada: no se cambió nada/);
    await expect(drill(config, 'AAAAAAAAAAA')).rejects.toThrow(/No hay una clave .* AAAAAAAAAAA/);
    expect(filesOf(config.dataDir)).toEqual(files);
    expect(await countRows(db, { auditEvents })).toEqual(rowsBefore);
  }, 60_000);
});
