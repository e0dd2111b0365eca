/**
 * The tenant tree's revert handler (area 'tenants'): an update or a status change of an agency, sub-agency or
 * station goes back to its entry's `before` through the object's service; a creation or a deletion is not reverted.
 */
import type { AuditActor, AuditEntry, RevertHandler } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { AppError } from '../../kernel/errors';
import type { AgencyService } from './agency-service';
import type { StationService } from './station-service';
import type { SubAgencyService } from './subagency-service';

/** Updates and status changes revert; a creation or a deletion does not. */
const REVERTIBLE = new Set(['update', 'activate', 'deactivate']);

export function revertOf(
  agencies: AgencyService,
  subAgencies: SubAgencyService,
  stations: StationService,
): RevertHandler {
  return (entry: AuditEntry, trx: Db, actor: AuditActor) => {
    if (!REVERTIBLE.has(entry.action)) throw new AppError(409, 'auditNotRevertible', { params: { area: 'tenants' } });
    if (entry.objectType === 'agency') return agencies.revert(entry, trx, actor);
    if (entry.objectType === 'subAgency') return subAgencies.revert(entry, trx, actor);
    return stations.revert(entry, trx, actor);
  };
}
