/** The audit log calls' schemas (issue 20). */
import { listQuery, pageSchema } from '../../kernel/listing';
import { S } from '../../kernel/schema';

/** The list's sortable columns. */
export const AUDIT_SORTS = ['at', 'area', 'user', 'object', 'action'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

/** Filters: area (exact), user (e-mail contains), agency (id), object (id or label contains), after (yyyy-MM-dd). */
export const listParams = listQuery(AUDIT_SORTS, {
  area: S.string(40),
  user: S.string(200),
  agency: S.id(),
  object: S.string(200),
  after: { type: 'string', maxLength: 10 },
});

export const idParams = S.object({ id: S.id() }, ['id']);

const json = {};

export const auditEntry = S.object(
  {
    id: { type: 'integer' },
    at: { type: 'string' },
    actorId: { type: ['integer', 'null'] },
    actorEmail: { type: 'string' },
    agencyId: { type: ['integer', 'null'] },
    area: { type: 'string' },
    objectType: { type: 'string' },
    objectId: { type: 'string' },
    objectLabel: { type: 'string' },
    action: { type: 'string' },
    before: json,
    after: json,
    reverts: { type: ['integer', 'null'] },
    revertible: { type: 'boolean' },
  },
  [
    'id',
    'at',
    'actorId',
    'actorEmail',
    'agencyId',
    'area',
    'objectType',
    'objectId',
    'objectLabel',
    'action',
    'before',
    'after',
    'reverts',
    'revertible',
  ],
);

export const listAnswer = pageSchema(auditEntry);
export const errorAnswer = S.object({ error: { type: 'string' } }, ['error']);
