/**
 * Constant where-conditions written as SQL. A JavaScript boolean bound as a parameter (`eb.val(false)`) works on
 * PostgreSQL but better-sqlite3 refuses to bind it, so a condition that is decided before the query uses these.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** A condition no row meets (an empty scope or an empty list of ids). */
export const NO_ROWS: RawBuilder<SqlBool> = sql<SqlBool>`1 = 0`;

/** A condition every row meets (a scope without limits). */
export const ALL_ROWS: RawBuilder<SqlBool> = sql<SqlBool>`1 = 1`;
