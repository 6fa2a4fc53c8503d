import { apiPaths } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import { operativesKit } from './testing';

const kit = operativesKit();
const { startOperative, finishOperative, cancelOperative } = apiPaths;
const reason = { observation: 'Lluvias fuertes en la zona' };

/** A doctor and one of their operatives (today), through the API. */
async function planned() {
  const doctor = await kit.doctor();
  const operative = await kit.seed(doctor.token, {});
  return { doctor, operative, id: operative.id };
}

// Decision 0053: the road Admin runs every operative; only issuing at one stays its doctor's.
describe('the road Admin and other doctors’ operatives', () => {
  it('lets the road Admin start, finish and cancel another doctor’s operative', async () => {
    const admin = await kit.doctor('Admin');
    const { id } = await planned();
    const started = await kit.put(admin.token, startOperative, id);
    expect(started.statusCode, started.body).toBe(200);
    expect((await kit.row(id)).status).toBe('InProgress');
    const finished = await kit.put(admin.token, finishOperative, id);
    expect(finished.statusCode, finished.body).toBe(200);
    expect((await kit.row(id)).status).toBe('Executed');
    const other = await planned();
    const cancelled = await kit.put(admin.token, cancelOperative, other.id, reason);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await kit.row(other.id)).toMatchObject({ status: 'Cancelled' });
  });
});
