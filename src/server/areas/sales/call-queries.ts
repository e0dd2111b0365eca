/** The sales tool's Kysely reads and writes of calls; no rules here (the services decide). */
import type { Insertable } from 'kysely';
import { outcomeView } from '../../../domain/sales';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Scope } from '../../kernel/tenancy';
import { visibleCustomers } from './queries';
import type { CallRecord, LastCall, PersonRef } from './rows';

/** The calls on customers the scope sees, with their customer's and user's names. */
function visibleCalls(db: Db, scope: Scope) {
  return db
    .selectFrom('sales_calls')
    .innerJoin('sales_customers', 'sales_customers.id', 'sales_calls.customer_id')
    .leftJoin('users', 'users.id', 'sales_calls.user_id')
    .where('sales_calls.customer_id', 'in', visibleCustomers(db, scope).select('sales_customers.id'));
}

/** One page of calls, newest first: of one customer, or of one rep. */
export async function callPage(
  db: Db,
  scope: Scope,
  of: { customerId?: number; userId?: number },
  window: { limit: number; offset: number },
): Promise<{ rows: CallRecord[]; total: number }> {
  let base = visibleCalls(db, scope);
  if (of.customerId !== undefined) base = base.where('sales_calls.customer_id', '=', of.customerId);
  if (of.userId !== undefined) base = base.where('sales_calls.user_id', '=', of.userId);
  const [rows, total] = await Promise.all([
    base
      .select([
        'sales_calls.id',
        'sales_calls.customer_id',
        'sales_customers.name as customer_name',
        'sales_calls.user_id',
        'users.full_name as user_name',
        'sales_calls.outcome',
        'sales_calls.reason',
        'sales_calls.notes',
        'sales_calls.at',
      ])
      .orderBy('sales_calls.at', 'desc')
      .orderBy('sales_calls.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The last call on each of some customers (the latest written: ids grow with time). */
export async function lastCalls(db: Db, customerIds: readonly number[]): Promise<Map<number, LastCall>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sales_calls')
    .select(['customer_id', 'outcome', 'at'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sales_calls')
        .select((inner) => inner.fn.max('id').as('id'))
        .where('customer_id', 'in', customerIds)
        .groupBy('customer_id'),
    )
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.customer_id),
      { outcome: row.outcome, ...outcomeView(row.outcome), at: new Date(Number(row.at)).toISOString() },
    ]),
  );
}

/** The users who logged calls on customers the scope sees, by name (the per-rep filter). */
export async function repsOf(db: Db, scope: Scope): Promise<PersonRef[]> {
  const rows = await db
    .selectFrom('users')
    .select(['users.id', 'users.full_name'])
    .where('users.id', 'in', visibleCalls(db, scope).select('sales_calls.user_id'))
    .orderBy('users.full_name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), name: row.full_name }));
}

export async function insertCall(db: Db, values: Insertable<Database['sales_calls']>): Promise<number> {
  const row = await db.insertInto('sales_calls').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** One call with its names. */
export function callById(db: Db, id: number): Promise<CallRecord | undefined> {
  return db
    .selectFrom('sales_calls')
    .innerJoin('sales_customers', 'sales_customers.id', 'sales_calls.customer_id')
    .leftJoin('users', 'users.id', 'sales_calls.user_id')
    .select([
      'sales_calls.id',
      'sales_calls.customer_id',
      'sales_customers.name as customer_name',
      'sales_calls.user_id',
      'users.full_name as user_name',
      'sales_calls.outcome',
      'sales_calls.reason',
      'sales_calls.notes',
      'sales_calls.at',
    ])
    .where('sales_calls.id', '=', id)
    .executeTakeFirst();
}
