import type { FieldError } from '@aptovial/shared';
import type { Database } from '../../db/client';
import { retryingDeadlocks } from '../../db/violations';
import { assertNoFieldErrors, type Catalogue } from './catalogue';
import { withRegisterRules } from './constraints';
import { clashTargetsOf, type NumberPlan, numberFieldErrors, statesOf } from './numbers';
import { assertStatesAllowed, type Keeper } from './policy';
import type { RegistersRepo } from './repo';

type Deps = { database: Database; repo: RegistersRepo; catalogue: () => Promise<Catalogue> };

/**
 * Every write of the module: refuses field errors (with those of the college numbers) and states
 * outside the keeper's reach, then runs `write` in one transaction (again after a deadlock),
 * mapping uniqueness clashes.
 */
export function createCheckedWrite({ database, repo, catalogue }: Deps) {
  return async <T>(
    keeper: Keeper,
    errors: readonly FieldError[],
    plans: readonly NumberPlan[],
    write: (tx: Database['db']) => Promise<T>,
  ): Promise<T> => {
    const known = await catalogue();
    assertNoFieldErrors([...errors, ...numberFieldErrors(known, plans)]);
    assertStatesAllowed(keeper, statesOf(plans), known.states);
    return withRegisterRules(repo, clashTargetsOf(plans), () =>
      retryingDeadlocks(() => database.db.transaction(write)),
    );
  };
}
export type CheckedWrite = ReturnType<typeof createCheckedWrite>;
