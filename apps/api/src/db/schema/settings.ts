import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Product switches; the pre-registration switch is the first row (docs/product/entities.md). */
export const settings = pgTable('settings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const PRE_REGISTER_SETTING_KEY = 'preRegisterEnable';
