/**
 * The users calls' schemas (issue 21 §2). The create body is schemas/api/users/user.schema.json, the file Manage
 * Users' form validates with; `USER_FORM` is its literal copy so the handlers get typed bodies (schemas.test.ts proves
 * the two equal, and that its roles are the selectable roles of rights.ts). The e-mail's pattern is the validation
 * catalogue's (domain/validation.ts PATTERNS.email), checked by the service so the refusal says so in words.
 */
import { listQuery, pageSchema } from '../../kernel/listing';
import { S } from '../../kernel/schema';

/** schemas/api/users/user.schema.json as a literal (its `$schema`, `$id`, `title`s and `description`s aside). */
export const USER_FORM = {
  type: 'object',
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 320 },
    fullName: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    agencyId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    subAgencyId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    stationId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
    roles: {
      type: 'array',
      items: { type: 'string', enum: ['test', 'dashadmin', 'useradmin', 'mc', 'client', 'linearadmin', 'imgadmin'] },
      uniqueItems: true,
      maxItems: 7,
    },
  },
  required: ['email', 'fullName', 'agencyId'],
  additionalProperties: false,
} as const;

/** POST /api/admin/users. */
export const createBody = USER_FORM;

/** PATCH /api/admin/users/{id}: the profile only (access is the access area's). */
export const updateBody = {
  ...S.object({ email: USER_FORM.properties.email, fullName: USER_FORM.properties.fullName }),
  minProperties: 1,
} as const;

export const idParams = S.object({ id: S.id() }, ['id']);

/** The list's sortable columns. */
export const USER_SORTS = ['name', 'email', 'status', 'lastLogin', 'created'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** GET /api/admin/users: the kit's list query and the filters of issue 21 §2. */
export const listParams = listQuery(USER_SORTS, {
  role: { type: 'string', enum: USER_FORM.properties.roles.items.enum },
  status: { type: 'string', enum: ['active', 'deactivated'] as const },
  agencyId: S.id(),
  subAgencyId: S.id(),
  stationId: S.id(),
});

/** GET /api/get-user-by-tenancy/{agency}/{limit}[/{search}] (001 §7). */
export const tenancyParams = S.object({ agency: S.id(), limit: S.limit(500), search: S.string(200) }, [
  'agency',
  'limit',
]);

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;

export const membership = S.object(
  {
    agencyId: { type: 'integer' },
    agencyName: { type: 'string' },
    subAgencyId: nullableInteger,
    subAgencyName: nullableString,
    stationId: nullableInteger,
    stationName: nullableString,
    expiresAt: nullableString,
  },
  ['agencyId', 'agencyName', 'subAgencyId', 'subAgencyName', 'stationId', 'stationName', 'expiresAt'],
);

const invitation = {
  anyOf: [
    S.object({ state: { type: 'string' }, sentAt: { type: 'string' }, expiresAt: { type: 'string' } }, [
      'state',
      'sentAt',
      'expiresAt',
    ]),
    { type: 'null' },
  ],
} as const;

/** UserRow (src/domain/user-admin.ts). */
export const userRow = S.object(
  {
    id: { type: 'integer' },
    email: { type: 'string' },
    fullName: { type: 'string' },
    status: { type: 'integer' },
    isSuperuser: { type: 'boolean' },
    roles: { type: 'array', items: { type: 'string' } },
    agencies: { type: 'array', items: membership },
    lastLoginAt: nullableString,
    createdAt: { type: 'string' },
    invitation,
    canEdit: { type: 'boolean' },
  },
  [
    'id',
    'email',
    'fullName',
    'status',
    'isSuperuser',
    'roles',
    'agencies',
    'lastLoginAt',
    'createdAt',
    'invitation',
    'canEdit',
  ],
);

export const listAnswer = pageSchema(userRow);

export const tenancyAnswer = S.object(
  {
    users: {
      type: 'array',
      items: S.object(
        {
          user_id: { type: 'integer' },
          email: { type: 'string' },
          full_name: { type: 'string' },
          status: { type: 'integer' },
        },
        ['user_id', 'email', 'full_name', 'status'],
      ),
    },
    total: { type: 'integer' },
  },
  ['users', 'total'],
);

export const errorAnswer = S.object({ error: { type: 'string' }, field: { type: 'string' } }, ['error']);
