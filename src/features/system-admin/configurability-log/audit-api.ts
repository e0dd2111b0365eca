/** The audit log calls (GET /api/admin/audit, POST /api/admin/audit/{id}/revert). */
import type { Page } from '../../../admin-kit';
import { apiFetch } from '../../../data/rest-client';
import type { AuditEntry as StoredAuditEntry } from '../../../domain/audit';

/** One audit entry as the list answers it. */
export interface AuditEntry extends StoredAuditEntry {
  /** Its area can put the object back. */
  revertible: boolean;
}

/** One page of the log for the LogScreen's query (limit, offset, sort, dir, search and the filters). */
export async function fetchAuditPage(query: Record<string, string>): Promise<Page<AuditEntry>> {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ''));
  return (await apiFetch(`/api/admin/audit?${params.toString()}`)) as Page<AuditEntry>;
}

/** Reverts an entry; answers the new 'revert' entry. */
export async function revertAuditEntry(id: number): Promise<AuditEntry> {
  return (await apiFetch(`/api/admin/audit/${id}/revert`, { method: 'POST' })) as AuditEntry;
}

/** The areas the filter offers (every area that writes the log). */
export const AUDIT_AREAS = [
  { value: 'layouts', label: 'Layouts' },
  { value: 'tooltips', label: 'Tooltips' },
  { value: 'themes', label: 'Themes' },
  { value: 'modules', label: 'Modules' },
  { value: 'publisherLogos', label: 'Publisher logos' },
  { value: 'cache', label: 'Cache' },
  { value: 'images', label: 'Images' },
] as const;

/** An area's label, or the area itself. */
export function areaLabel(area: string): string {
  return AUDIT_AREAS.find((entry) => entry.value === area)?.label ?? area;
}
