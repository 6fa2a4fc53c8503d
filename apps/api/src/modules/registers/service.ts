import type {
  createRegisterInputSchema,
  FieldError,
  Register,
  RegisterType,
  updateRegisterInputSchema,
} from '@aptovial/shared';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { changedFields } from '../audit/changes';
import type { AuditService } from '../audit/service';
import { type Catalogue, registerFieldErrors } from './catalogue';
import { type RegistersDirectory, visibleTo } from './directory';
import { applyPlans, type NumberPlan, planAdd, planChange } from './numbers';
import { actorOf, assertTypeAllowed, type Keeper } from './policy';
import type { RegistersRepo, SchoolNumberRow } from './repo';
import type { CheckedWrite } from './writes';

export type CreateRegisterInput = z.output<typeof createRegisterInputSchema>;
export type UpdateRegisterInput = z.output<typeof updateRegisterInputSchema>;
type Deps = {
  repo: RegistersRepo;
  directory: RegistersDirectory;
  audit: AuditService;
  catalogue: () => Promise<Catalogue>;
  checkedWrite: CheckedWrite;
};

/** docs/product/rules.md: a medic never keeps an academic degree. */
const degreeOf = (type: RegisterType, degree: string | null | undefined) =>
  type === 'medic' ? null : (degree ?? null);

/** The items of PUT /api/register: with `id` a number of this register changes, else one is added. */
function plansOf(
  items: NonNullable<UpdateRegisterInput['schoolNumbers']>,
  stored: readonly SchoolNumberRow[],
): { plans: NumberPlan[]; errors: FieldError[] } {
  const plans: NumberPlan[] = [];
  const errors: FieldError[] = [];
  items.forEach((item, index) => {
    const field = `schoolNumbers.${index}.`;
    if (!('id' in item)) {
      plans.push(planAdd(item, field));
      return;
    }
    const { id, ...change } = item;
    const number = stored.find((row) => row.id === id);
    if (number) plans.push(planChange(number, change, field));
    else errors.push({ field: `${field}id`, message: 'No es un número de este registro' });
  });
  return { plans, errors };
}

/** Creating and editing registers with their college numbers, each in one transaction. */
export function createRegistersService(deps: Deps) {
  const { repo, directory, audit, catalogue, checkedWrite } = deps;

  return {
    async create(keeper: Keeper, input: CreateRegisterInput, ip: string): Promise<Register> {
      assertTypeAllowed(keeper, input.type);
      const { schoolNumbers, genders, academicDegree, ...fields } = input;
      const values = {
        ...fields,
        gender: genders,
        phone: fields.phone ?? null,
        dateBirth: fields.dateBirth ?? null,
        healthNumber: fields.healthNumber ?? null,
        academicDegree: degreeOf(input.type, academicDegree),
      };
      const plans = schoolNumbers.map((number, index) =>
        planAdd(number, `schoolNumbers.${index}.`),
      );
      const errors = registerFieldErrors(await catalogue(), values);
      const id = await checkedWrite(keeper, errors, plans, async (tx) => {
        const register = await repo.insertRegister({ ...values, createdBy: keeper.accountId }, tx);
        await audit.record(tx, {
          action: 'register_created',
          entity: 'register',
          entityId: register.id,
          ...actorOf(keeper, ip),
          changes: changedFields({}, values),
        });
        await applyPlans({ repo, audit }, tx, keeper, register.id, plans, ip);
        return register.id;
      });
      return directory.get(keeper, id);
    },

    /** The fields sent replace the stored ones; a medic's academic degree is always cleared. */
    async update(keeper: Keeper, input: UpdateRegisterInput, ip: string): Promise<Register> {
      const row = await repo.find(input.id, visibleTo(keeper));
      if (!row) throw new AppError('NOT_FOUND', 'El registro no existe.');
      const { register } = row;
      if (input.type !== undefined) assertTypeAllowed(keeper, input.type);
      const type = input.type ?? register.type;
      const { id, schoolNumbers, genders, academicDegree, ...fields } = input;
      const values = {
        ...fields,
        gender: genders,
        academicDegree: degreeOf(
          type,
          academicDegree === undefined ? register.academicDegree : academicDegree,
        ),
      };
      const stored = await repo.numbersOf([register.id]);
      const { plans, errors } = plansOf(schoolNumbers ?? [], stored);
      const specialty = values.specialty ?? register.specialty;
      errors.push(...registerFieldErrors(await catalogue(), { ...values, type, specialty }));
      const changes = changedFields(register, values);
      await checkedWrite(keeper, errors, plans, async (tx) => {
        if (Object.keys(changes).length > 0) await repo.updateRegister(register.id, values, tx);
        await audit.record(tx, {
          action: 'register_updated',
          entity: 'register',
          entityId: register.id,
          ...actorOf(keeper, ip),
          changes,
        });
        await applyPlans({ repo, audit }, tx, keeper, register.id, plans, ip);
      });
      return directory.get(keeper, register.id);
    },
  };
}
export type RegistersService = ReturnType<typeof createRegistersService>;
