import type { Migration } from 'kysely';
import * as m0001 from './0001-tenancy-and-auth';

/** Versioned migrations, applied in name order. Add a file and one line here; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001-tenancy-and-auth': m0001,
};
