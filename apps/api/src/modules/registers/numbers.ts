import type {
  FieldError,
  schoolNumberInputSchema,
  updateSchoolNumberInputSchema,
} from '@aptovial/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import type { Catalogue } from './catalogue';
import type { ClashTarget } from './constraints';
import { actorOf, type Keeper } from './policy';
import type { RegistersRepo, SchoolNumberRow, SchoolNumberValues } from './repo';

export type NewNumber = z.output<typeof schoolNumberInputSchema>;
export type NumberChange = Omit<z.output<typeof updateSchoolNumberInputSchema>, 'id'>;

/**
 * One college number to write: added (no `stored`) or changed. `field` prefixes the names of its
 * field errors ('schoolNumbers.0.' inside a register, '' on the school-number routes).
 */
export type NumberPlan =
  | { field: string; stored?: undefined; values: SchoolNumberValues }
  | { field: string; stored: SchoolNumberRow; values: Partial<SchoolNumberValues> };

export function planAdd(input: NewNumber, field: string): NumberPlan {
  const { typeCertifields, licenseNumber, ...rest } = input;
  return {
    field,
    values: { ...rest, licenseNumber: licenseNumber ?? null, typeCertificates: typeCertifields },
  };
}

export function planChange(
  stored: SchoolNumberRow,
  input: NumberChange,
  field: string,
): NumberPlan {
  const { typeCertifields, ...rest } = input;
  return { field, stored, values: { ...rest, typeCertificates: typeCertifields } };
}

/** The number as it will be stored: what was sent over what was there. */
function merged(plan: NumberPlan) {
  const sent = Object.fromEntries(
    Object.entries(plan.values).filter(([, value]) => value !== undefined),
  );
  return { ...plan.stored, ...sent } as SchoolNumberValues & { id?: number };
}

/** A known state, and the licence number of a road-medicine enabled medic. */
export function numberFieldErrors(catalogue: Catalogue, plans: readonly NumberPlan[]) {
  return plans.flatMap((plan): FieldError[] => {
    const number = merged(plan);
    const errors: FieldError[] = [];
    if (plan.values.state !== undefined && !catalogue.states.includes(plan.values.state)) {
      errors.push({ field: `${plan.field}state`, message: 'Estado desconocido' });
    }
    if (number.medicVial && !number.licenseNumber) {
      errors.push({
        field: `${plan.field}licenseNumber`,
        message: 'Indique el número de habilitado del médico vial',
      });
    }
    return errors;
  });
}

/** Every state the plans touch: the new one, and the stored one of a changed number. */
export const statesOf = (plans: readonly NumberPlan[]): string[] =>
  plans.flatMap((plan) => [plan.stored?.state, plan.values.state]).filter((s) => s !== undefined);

export const clashTargetsOf = (plans: readonly NumberPlan[]): ClashTarget[] =>
  plans.map((plan) => {
    const { state, schoolNumber, licenseNumber } = merged(plan);
    return { field: plan.field, id: plan.stored?.id, state, schoolNumber, licenseNumber };
  });

type WriteDeps = { repo: RegistersRepo; audit: AuditService };

/** Writes the plans of one register inside `tx`, each with its audit event. */
export async function applyPlans(
  { repo, audit }: WriteDeps,
  tx: Db,
  keeper: Keeper,
  registerId: number,
  plans: readonly NumberPlan[],
  ip: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const plan of plans) {
    const { stored, values } = plan;
    const id = stored
      ? stored.id
      : (await repo.insertNumber({ ...values, registerId, createdBy: keeper.accountId }, tx)).id;
    const changes = changedFields(stored ?? {}, values);
    if (stored && Object.keys(changes).length > 0) await repo.updateNumber(id, values, tx);
    await audit.record(tx, {
      action: stored ? 'school_number_updated' : 'school_number_created',
      entity: 'school_number',
      entityId: id,
      ...actorOf(keeper, ip),
      changes: {
        ...changes,
        ...(stored ? {} : { registerId: { before: null, after: registerId } }),
      },
    });
    ids.push(id);
  }
  return ids;
}
