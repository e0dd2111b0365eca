/**
 * The availability rule (rule.ts, domain/sales-availability.ts) as one SQL expression, so the customer list filters
 * by label on the server with paging intact. The same checks in the same order: sold, do-not-call, station-locked,
 * a live reservation (the caller's, one within their organisation they may ignore, anyone else's), cloned, available.
 * Plain CASE and IN: SQLite and PostgreSQL read it alike.
 */
import { sql, type RawBuilder } from 'kysely';
import type { AvailabilityKey, Viewer } from './rule';

/** The customer's availability key for the caller, over `sales_customers`. */
export function availabilityKeySql(viewer: Viewer): RawBuilder<AvailabilityKey> {
  const c = (column: string) => sql.ref(`sales_customers.${column}`);
  const live = sql`${c('reserved_by')} is not null and ${c('reserved_until')} > ${viewer.now}`;
  const ignorable = viewer.canIgnore ? sql`when ${within(viewer)} then 'IGNORED'` : sql``;
  return sql<AvailabilityKey>`case
    when ${c('is_sold')} = 1 then 'SOLD'
    when ${c('is_dnc')} = 1 then 'DNC'
    when ${c('is_station_locked')} = 1 then 'STATION_LOCKED'
    when ${live} then case
      when ${c('reserved_by')} = ${viewer.user.user_id} then 'RESERVED_TO_YOU'
      ${ignorable}
      else 'RESERVED' end
    when ${c('cloned_from_id')} is not null then 'CLONED'
    else 'AVAILABLE' end`;
}

/** The reservation was made within the caller's organisation. */
function within(viewer: Viewer): RawBuilder<unknown> {
  const org = sql.ref('sales_customers.reserved_org');
  if (viewer.insideOrgs === 'all') return sql`${org} is not null`;
  return sql`${org} in (${sql.join(viewer.insideOrgs)})`;
}
