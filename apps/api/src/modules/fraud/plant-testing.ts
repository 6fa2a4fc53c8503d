import type { TestApp } from '../../test/app';
import {
  caracas,
  type Doctor,
  daily,
  doctor,
  type Expected,
  finding,
  issue,
  newLot,
  spread,
} from './testing';

/**
 * The generated data set of the fraud tests: each of the eight patterns planted once, beside
 * honest look-alikes that must not be signalled. All in VE-B, in May and June 2026.
 */
export async function plantPatterns(t: TestApp) {
  // 1. A doctor who issues 2 an hour, then 12 in one afternoon hour; a busy doctor, 12 every day.
  const hourly = await doctor(t);
  await issue(t, hourly, daily('2026-05-10', 30, '10:00', 2));
  await issue(t, hourly, spread('2026-06-10 14:00', 12, 4));
  const busy = await doctor(t);
  await issue(t, busy, daily('2026-05-10', 30, '09:00', 12));

  // 2. Issued in another state's lot; a grade the number is not enabled for; an enabled grade.
  const outside = await doctor(t);
  const otherLot = await newLot(t, 'VE-C');
  await issue(t, outside, [{ at: caracas('2026-06-03 10:00'), serial: otherLot.first }], otherLot);
  const grade = await doctor(t, { grades: ['1', '2', '3'] });
  await issue(t, grade, [{ at: caracas('2026-06-03 11:00'), grade: '5' }]);
  const enabled = await doctor(t, { grades: ['1', '2', '3'] });
  await issue(t, enabled, [{ at: caracas('2026-06-03 11:00'), grade: '3' }]);

  // 3. Six between 23:00 and 01:30; a day shift ending at 21:59 and an early one from 05:00.
  const night = await doctor(t);
  await issue(t, night, spread('2026-06-05 23:00', 6, 30));
  const dayShift = await doctor(t);
  await issue(t, dayShift, [
    ...spread('2026-06-05 20:00', 9, 13),
    { at: new Date(caracas('2026-06-05 21:59').getTime() + 59_000) },
    ...spread('2026-06-06 05:00', 5, 6),
  ]);

  // 4. Serials 1-3 then 200 of an own lot; two doctors sharing a lot (the gap is the other's).
  const jumper = await doctor(t);
  const first = jumper.lot.first;
  await issue(t, jumper, [
    { at: caracas('2026-06-02 09:00'), serial: first },
    { at: caracas('2026-06-02 09:10'), serial: first + 1 },
    { at: caracas('2026-06-02 09:20'), serial: first + 2 },
    { at: caracas('2026-06-03 09:00'), serial: first + 200 },
  ]);
  const sharedA = await doctor(t);
  const sharedB = await doctor(t);
  const shared = sharedA.lot;
  const onShared = (who: Doctor, at: Date, serial: number) =>
    issue(t, who, [{ at, serial: shared.first + serial }], shared);
  for (let s = 0; s < 3; s += 1) await onShared(sharedA, caracas(`2026-06-03 0${s + 7}:00`), s);
  const many = daily('2026-06-04', 10, '09:00', 7).map((one, i) => ({
    ...one,
    serial: shared.first + 3 + i,
  }));
  await issue(t, sharedB, many, shared);
  await onShared(sharedA, caracas('2026-06-14 10:00'), 73);

  // 5. A driver certified by two doctors in June; one renewed twice by the same doctor; one by
  // two doctors in different months.
  const usual = await doctor(t);
  const second = await doctor(t);
  await issue(t, usual, [{ at: caracas('2026-06-02 10:00'), dni: '30000001' }]);
  await issue(t, second, [{ at: caracas('2026-06-09 10:00'), dni: '30000001' }]);
  await issue(t, usual, [
    { at: caracas('2026-06-03 10:00'), dni: '30000002' },
    { at: caracas('2026-06-12 10:00'), dni: '30000002' },
    { at: caracas('2026-05-20 10:00'), dni: '30000003' },
  ]);
  await issue(t, second, [{ at: caracas('2026-06-03 11:00'), dni: '30000003' }]);

  // 6. 6 of 20 disabled (30 %); 5 of 20 (just under); 5 of 9 (under the minimum count).
  const disabledOf = (total: number, off: number) =>
    daily('2026-05-04', total, '09:00', 1).map((one, i) => ({ ...one, status: i >= off }));
  const disabled = await doctor(t);
  await issue(t, disabled, disabledOf(20, 6));
  const underShare = await doctor(t);
  await issue(t, underShare, disabledOf(20, 5));
  const underCount = await doctor(t);
  await issue(t, underCount, disabledOf(9, 5));

  // 7. Solvent until June 1: one issues on June 2, the other at 23:30 of June 1 (UTC's June 2).
  const lapsed = await doctor(t, { currentSolvency: '2026-06-01' });
  await issue(t, lapsed, [{ at: caracas('2026-06-02 10:00') }]);
  const lastDay = await doctor(t, { currentSolvency: '2026-06-01' });
  await issue(t, lastDay, [{ at: caracas('2026-06-01 23:30') }]);

  // 8. Found unfit on June 1, certified by another doctor on June 10; by the finder himself;
  // by another 35 days after; by another for a different grade.
  const finder = await doctor(t);
  const after = await doctor(t);
  await finding(t, { dni: '30000010', grade: '3', by: finder, at: caracas('2026-06-01 09:00') });
  await issue(t, after, [{ at: caracas('2026-06-10 10:00'), dni: '30000010', grade: '3' }]);
  await finding(t, { dni: '30000011', grade: '3', by: finder, at: caracas('2026-06-01 09:00') });
  await issue(t, finder, [{ at: caracas('2026-06-04 10:00'), dni: '30000011', grade: '3' }]);
  await finding(t, { dni: '30000012', grade: '3', by: finder, at: caracas('2026-05-01 09:00') });
  await issue(t, usual, [{ at: caracas('2026-06-05 10:00'), dni: '30000012', grade: '3' }]);
  await finding(t, { dni: '30000013', grade: '3', by: finder, at: caracas('2026-06-01 09:00') });
  await issue(t, usual, [{ at: caracas('2026-06-05 11:00'), dni: '30000013', grade: '2' }]);

  const planted: Expected[] = [
    { kind: 'hourlyRate', doctor: hourly },
    { kind: 'outsideScope', doctor: outside },
    { kind: 'outsideScope', doctor: grade },
    { kind: 'nightBurst', doctor: night },
    { kind: 'serialJump', doctor: jumper },
    { kind: 'driverManyDoctors', doctor: second },
    { kind: 'disabledShare', doctor: disabled },
    { kind: 'lapsedSolvency', doctor: lapsed },
    { kind: 'afterUnfit', doctor: after },
  ];
  return { planted, underShare, hourly };
}
