/** An audit log entry as the server stores and answers it (issue 20), shared by the server and the logs' screens. */

/** One stored entry, `before`/`after` parsed (JSON, secrets redacted). */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string;
  agencyId: number | null;
  area: string;
  objectType: string;
  objectId: string;
  objectLabel: string;
  action: string;
  before: unknown;
  after: unknown;
  reverts: number | null;
}
