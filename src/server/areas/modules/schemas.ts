/** Route schemas of the modules area. */
import { S } from '../../kernel/schema';
import { listQuery, pageSchema } from '../../kernel/listing';
import { AGENCY_SORTS } from './queries';

const kindNames = { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 500 } as const;

export const agencyParams = S.object({ agencyId: S.id() }, ['agencyId']);

export const agenciesQuery = listQuery(AGENCY_SORTS);

export const agenciesPage = pageSchema(
  S.object({ id: { type: 'integer' }, name: { type: 'string' }, disabled: kindNames }, ['id', 'name', 'disabled']),
);

export const agencyModules = S.object(
  {
    agency: S.object({ id: { type: 'integer' }, name: { type: 'string' } }, ['id', 'name']),
    kinds: {
      type: 'array',
      items: S.object(
        {
          kind: { type: 'string' },
          title: { type: 'string' },
          category: { type: 'string' },
          enabled: { type: 'boolean' },
        },
        ['kind', 'title', 'category', 'enabled'],
      ),
    },
    disabled: kindNames,
  },
  ['agency', 'kinds', 'disabled'],
);

/** PUT body: the agency's switched-off kinds, all of them (schemas/api/system/modules.schema.json). */
export const modulesBody = S.object({ disabled: kindNames }, ['disabled']);

export const disabledQuery = S.object({ agencyId: S.id(), advertiserId: S.id() });

export const disabledAnswer = S.object({ agencyId: { type: 'integer' }, disabled: kindNames }, [
  'agencyId',
  'disabled',
]);
