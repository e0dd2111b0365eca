/** The access area's route schemas (issue 21 §3, §4): a user's access, access groups, advertiser groups, explain. */
import { ALL_RIGHTS, ROLE_CODES } from '../../../domain/rights';
import { listQuery } from '../../kernel/listing';
import { S } from '../../kernel/schema';

const right = { type: 'string', enum: ALL_RIGHTS } as const;
const rights = { type: 'array', items: right, maxItems: 50, uniqueItems: true } as const;
/** An end date: ISO-8601 (checked and normalised by the service), or null for none. */
const expiresAt = { type: ['string', 'null'], maxLength: 40 } as const;
const ids = { type: 'array', items: S.id(), maxItems: 5_000, uniqueItems: true } as const;

export const idParams = S.object({ id: S.id() }, ['id']);

/** PUT /api/admin/users/{id}/access: the whole access of the user within the caller's agencies. */
export const accessBody = S.object(
  {
    permissions: rights,
    roles: { type: 'array', items: { type: 'string', enum: ROLE_CODES }, maxItems: 20, uniqueItems: true },
    memberships: {
      type: 'array',
      maxItems: 500,
      items: S.object({ agencyId: S.id(), subAgencyId: S.nullableId(), stationId: S.nullableId(), rights, expiresAt }, [
        'agencyId',
      ]),
    },
    accessGroupIds: ids,
    advertisers: {
      type: 'array',
      maxItems: 5_000,
      items: S.object({ advertiserId: S.id(), expiresAt }, ['advertiserId']),
    },
    advertiserGroups: { type: 'array', maxItems: 500, items: S.object({ id: S.id(), expiresAt }, ['id']) },
  },
  ['permissions', 'roles', 'memberships', 'accessGroupIds', 'advertisers', 'advertiserGroups'],
);

export const GROUP_SORTS = ['name', 'updatedAt'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];
export const groupListQuery = listQuery(GROUP_SORTS, { agencyId: S.id() });

const name = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' } as const;

export const accessGroupCreate = S.object({ agencyId: S.id(), name, rights }, ['agencyId', 'name', 'rights']);
export const accessGroupUpdate = S.object({ name, rights, memberIds: ids }, ['name', 'rights']);
export const advertiserGroupCreate = S.object({ agencyId: S.id(), name, advertiserIds: ids }, [
  'agencyId',
  'name',
  'advertiserIds',
]);
export const advertiserGroupUpdate = S.object({ name, advertiserIds: ids }, ['name', 'advertiserIds']);

export const explainQuery = S.object({ advertiserId: S.id(), right, agencyId: S.id() });
