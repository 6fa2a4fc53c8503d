import { apiPaths } from '@aptovial/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, operatives } from '../../db/schema/index';
import { createdBy } from '../road-medicine/operative-testing';
import { NOW, operativeBody, operativesKit, TODAY, TOMORROW, YESTERDAY } from './testing';

const kit = operativesKit();
const db = () => kit.t().database.db;
const { startOperative, finishOperative, cancelOperative, rescheduleOperative } = apiPaths;
const reason = { observation: 'Lluvias fuertes en la zona' };
const later = { startDate: '2026-06-20', endDate: '2026-06-21' };

/** A doctor and one of their operatives (today unless told), through the API. */
async function planned(overrides: Record<string, unknown> = {}) {
  const doctor = await kit.doctor();
  const operative = await kit.seed(doctor.token, overrides);
  return { doctor, operative, id: operative.id };
}

async function started() {
  const made = await planned();
  const response = await kit.put(made.doctor.token, startOperative, made.id);
  expect(response.statusCode, response.body).toBe(200);
  return made;
}

const eventsOf = (id: number, action: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, String(id)), eq(auditEvents.action, action)));

describe('PUT startOperative', () => {
  it('starts a Pending operative on one of its days (In progress, audited)', async () => {
    const { doctor, id } = await planned();
    const response = await kit.put(doctor.token, startOperative, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      status: 'InProgress',
      startedAt: NOW.toISOString(),
    });
    expect((await kit.row(id)).status).toBe('InProgress');
    expect(await eventsOf(id, 'operative_started')).toHaveLength(1);
  });

  it('refuses before its first day and after its last (409 OPERATIVE_NOT_ITS_DAY)', async () => {
    const early = await planned({ startDate: TOMORROW, endDate: TOMORROW });
    await kit.refused(
      () => kit.put(early.doctor.token, startOperative, early.id),
      409,
      'OPERATIVE_NOT_ITS_DAY',
    );
    const late = await planned();
    await db()
      .update(operatives)
      .set({ startDate: '2026-06-13', endDate: YESTERDAY, createdAt: createdBy('2026-06-13') })
      .where(eq(operatives.id, late.id));
    await kit.refused(
      () => kit.put(late.doctor.token, startOperative, late.id),
      409,
      'OPERATIVE_NOT_ITS_DAY',
    );
  });

  it('starts a Rescheduled one whose new days include today', async () => {
    const { doctor, id } = await planned({ startDate: TOMORROW, endDate: TOMORROW });
    const moved = await kit.put(doctor.token, rescheduleOperative, id, {
      startDate: TODAY,
      endDate: TOMORROW,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const response = await kit.put(doctor.token, startOperative, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('InProgress');
  });
});

describe('PUT cancelOperative', () => {
  it('cancels with the reason, and frees its days for another operative', async () => {
    const { doctor, id } = await planned();
    const response = await kit.put(doctor.token, cancelOperative, id, reason);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'Cancelled',
      observation: reason.observation,
    });
    expect((await kit.row(id)).observation).toBe(reason.observation);
    expect(await eventsOf(id, 'operative_cancelled')).toHaveLength(1);
    expect((await kit.create(doctor.token, operativeBody())).statusCode).toBe(201);
  });

  it.each([
    ['no reason', {}],
    ['a short reason', { observation: 'no' }],
    ['an unknown field', { ...reason, extra: true }],
  ])('refuses %s (400, nothing written)', async (_, body) => {
    const { doctor, id } = await planned();
    await kit.refused(
      () => kit.put(doctor.token, cancelOperative, id, body),
      400,
      'VALIDATION_ERROR',
    );
    expect((await kit.row(id)).status).toBe('Pending');
  });

  it('lets exactly one of two changes at once through', async () => {
    const { doctor, id } = await planned();
    const answers = await Promise.all([
      kit.put(doctor.token, cancelOperative, id, reason),
      kit.put(doctor.token, startOperative, id),
      kit.put(doctor.token, cancelOperative, id, reason),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const refusals = answers.filter((answer) => answer.statusCode === 409);
    for (const answer of refusals) expect(answer.json().error).toBe('OPERATIVE_STATUS_CONFLICT');
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'operative'), eq(auditEvents.entityId, String(id))));
    const actions = events.map((event) => event.action).filter((a) => a !== 'operative_created');
    expect(actions).toHaveLength(1);
    expect((await kit.row(id)).status).toBe(
      actions[0] === 'operative_started' ? 'InProgress' : 'Cancelled',
    );
  });
});

describe('PUT rescheduledOperative', () => {
  it('moves a Pending operative to new dates (Rescheduled), and again', async () => {
    const { doctor, id } = await planned();
    const response = await kit.put(doctor.token, rescheduleOperative, id, later);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'Rescheduled', ...later });
    const again = await kit.put(doctor.token, rescheduleOperative, id, {
      startDate: '2026-06-22',
      endDate: '2026-06-22',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await kit.row(id)).toMatchObject({
      status: 'Rescheduled',
      startDate: '2026-06-22',
      endDate: '2026-06-22',
    });
    expect(await eventsOf(id, 'operative_rescheduled')).toHaveLength(2);
  });

  it('refuses a start in the past (422) and dates of another live operative (409)', async () => {
    const { doctor, id } = await planned();
    await kit.refused(
      () =>
        kit.put(doctor.token, rescheduleOperative, id, { startDate: YESTERDAY, endDate: TODAY }),
      422,
      'OPERATIVE_START_IN_PAST',
    );
    await kit.seed(doctor.token, later);
    const response = await kit.refused(
      () =>
        kit.put(doctor.token, rescheduleOperative, id, {
          startDate: '2026-06-19',
          endDate: '2026-06-20',
        }),
      409,
      'OPERATIVE_ALREADY_EXISTS_FOR_DATE',
    );
    expect(response.json().errors).toEqual([
      { field: 'startDate', message: 'Ya tiene un operativo en esas fechas' },
    ]);
    expect(await kit.row(id)).toMatchObject({ status: 'Pending', startDate: TODAY });
  });

  it.each([
    ['end before start', { startDate: '2026-06-21', endDate: '2026-06-20' }],
    ['more than 7 days', { startDate: '2026-06-20', endDate: '2026-06-27' }],
    ['no dates', {}],
  ])('refuses %s (400, nothing written)', async (_, body) => {
    const { doctor, id } = await planned();
    await kit.refused(
      () => kit.put(doctor.token, rescheduleOperative, id, body),
      400,
      'VALIDATION_ERROR',
    );
  });
});

describe('statuses that allow no change', () => {
  it('refuses cancelling or rescheduling one in progress, and finishing a Pending one (409)', async () => {
    const { doctor, id } = await started();
    await kit.refused(
      () => kit.put(doctor.token, cancelOperative, id, reason),
      409,
      'OPERATIVE_STATUS_CONFLICT',
    );
    await kit.refused(
      () => kit.put(doctor.token, rescheduleOperative, id, later),
      409,
      'OPERATIVE_STATUS_CONFLICT',
    );
    await kit.refused(
      () => kit.put(doctor.token, startOperative, id),
      409,
      'OPERATIVE_STATUS_CONFLICT',
    );
    const pending = await planned();
    await kit.refused(
      () => kit.put(pending.doctor.token, finishOperative, pending.id),
      409,
      'OPERATIVE_STATUS_CONFLICT',
    );
  });

  it('keeps Executed and Cancelled read-only (every transition 409)', async () => {
    const executed = await started();
    const finished = await kit.put(executed.doctor.token, finishOperative, executed.id);
    expect(finished.statusCode, finished.body).toBe(200);
    const cancelled = await planned({ startDate: TOMORROW, endDate: TOMORROW });
    const answer = await kit.put(cancelled.doctor.token, cancelOperative, cancelled.id, reason);
    expect(answer.statusCode, answer.body).toBe(200);
    for (const { doctor, id } of [executed, cancelled]) {
      for (const [path, body] of [
        [startOperative, undefined],
        [finishOperative, undefined],
        [cancelOperative, reason],
        [rescheduleOperative, later],
      ] as const) {
        await kit.refused(
          () => kit.put(doctor.token, path, id, body),
          409,
          'OPERATIVE_STATUS_CONFLICT',
        );
      }
    }
  });
});

describe('who may change an operative', () => {
  const paths = [
    [startOperative, undefined],
    [finishOperative, undefined],
    [cancelOperative, reason],
    [rescheduleOperative, later],
  ] as const;

  it('refuses another doctor (403 OPERATIVE_NOT_YOURS) on every transition', async () => {
    const { id } = await planned();
    const other = await kit.doctor();
    for (const [path, body] of paths) {
      await kit.refused(() => kit.put(other.token, path, id, body), 403, 'OPERATIVE_NOT_YOURS');
    }
  });

  it('lets the road Admin change any doctor’s operative', async () => {
    const { id } = await planned();
    const admin = await kit.doctor('Admin');
    const response = await kit.put(admin.token, rescheduleOperative, id, later);
    expect(response.statusCode, response.body).toBe(200);
    expect((await kit.row(id)).status).toBe('Rescheduled');
  });

  it('answers 404 OPERATIVE_NOT_FOUND for an unknown id and 400 for a bad one', async () => {
    const doctor = await kit.doctor();
    for (const [path, body] of paths) {
      await kit.refused(
        () => kit.put(doctor.token, path, 999_999, body),
        404,
        'OPERATIVE_NOT_FOUND',
      );
    }
    await kit.refused(
      () => kit.call(doctor.token, { method: 'PUT', url: startOperative.replace('{id}', 'abc') }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('refuses anonymous callers (401) and the college and INTT (403 WRONG_MODULE)', async () => {
    const { id } = await planned();
    const college = await kit.demo('colegio', 'admin.medicos');
    const intt = await kit.demo('INTT', 'funcionario.intt');
    for (const [path, body] of paths) {
      await kit.refused(() => kit.put(undefined, path, id, body), 401, 'UNAUTHORIZED');
      await kit.refused(() => kit.put(college, path, id, body), 403, 'WRONG_MODULE');
      await kit.refused(() => kit.put(intt, path, id, body), 403, 'WRONG_MODULE');
    }
  });
});
