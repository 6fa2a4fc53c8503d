import type {
  createSchoolNumberInputSchema,
  SchoolNumber,
  updateSchoolNumberInputSchema,
} from '@aptovial/shared';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { AuditService } from '../audit/service';
import { visibleTo } from './directory';
import { toSchoolNumber } from './items';
import { applyPlans, type NumberPlan, planAdd, planChange } from './numbers';
import type { Keeper } from './policy';
import type { RegistersRepo } from './repo';
import type { CheckedWrite } from './writes';

export type CreateSchoolNumberInput = z.output<typeof createSchoolNumberInputSchema>;
export type UpdateSchoolNumberInput = z.output<typeof updateSchoolNumberInputSchema>;
type Deps = {
  repo: RegistersRepo;
  audit: AuditService;
  checkedWrite: CheckedWrite;
  clock: () => Date;
};

const notFound = () => new AppError('NOT_FOUND', 'El registro no existe.');

/** The school-number routes: one college number of a register the keeper sees. */
export function createSchoolNumbersService(deps: Deps) {
  const { repo, audit, checkedWrite, clock } = deps;

  async function write(keeper: Keeper, registerId: number, plan: NumberPlan, ip: string) {
    const [id] = await checkedWrite(keeper, [], [plan], (tx) =>
      applyPlans({ repo, audit }, tx, keeper, registerId, [plan], ip),
    );
    const row = id === undefined ? undefined : await repo.findNumber(id);
    if (!row) throw new Error(`school number of register ${registerId} vanished`);
    return toSchoolNumber(row, clock());
  }

  return {
    async create(
      keeper: Keeper,
      input: CreateSchoolNumberInput,
      ip: string,
    ): Promise<SchoolNumber> {
      const { registerId, ...number } = input;
      if (!(await repo.find(registerId, visibleTo(keeper)))) throw notFound();
      return write(keeper, registerId, planAdd(number, ''), ip);
    },

    /** The fields sent replace the stored ones. */
    async update(
      keeper: Keeper,
      input: UpdateSchoolNumberInput,
      ip: string,
    ): Promise<SchoolNumber> {
      const { id, ...change } = input;
      const stored = await repo.findNumber(id);
      if (!stored || !(await repo.find(stored.registerId, visibleTo(keeper)))) throw notFound();
      return write(keeper, stored.registerId, planChange(stored, change, ''), ip);
    },
  };
}
export type SchoolNumbersService = ReturnType<typeof createSchoolNumbersService>;
