import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, commissions, users } from '../db/schema/index';

/** The demo's commission in force: USD 5.00, priced at the official rate (no hand price). */
export const DEMO_COMMISSION_DOLLARS = '5.00';

/**
 * A commission in force from the first start, set by the medic college's demo Admin, so the
 * public's pay form prices at once: with the sandbox rate service (decision 0064) a fresh demo
 * takes a payment with no network and no manual step. Inside the demo seed's transaction (an
 * empty database only); a real installation (DEMO_DATA=false) starts with none.
 */
export async function seedDemoCommission(tx: Db): Promise<void> {
  const [admin] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(
      and(
        eq(users.email, 'admin.medicos@aptovial.test'),
        eq(accounts.module, 'medic'),
        eq(accounts.role, 'Admin'),
      ),
    );
  await tx.insert(commissions).values({
    commissionDollarGeneral: DEMO_COMMISSION_DOLLARS,
    dollarPrice: null,
    status: 'active',
    createdBy: admin?.id ?? null,
  });
}
