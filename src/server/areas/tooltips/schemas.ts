/**
 * The tooltip calls' schemas. The create/edit body is schemas/api/system/tooltip.schema.json, the file the client's
 * form validates with; `TOOLTIP_FORM` below is its literal copy so the handlers get typed bodies (schemas.test.ts
 * proves the two are equal).
 */
import { listQuery, pageSchema } from '../../kernel/listing';
import { S } from '../../kernel/schema';

/** schemas/api/system/tooltip.schema.json as a literal (its `$schema`, `title` and `description` aside). */
export const TOOLTIP_FORM = {
  type: 'object',
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    title: { type: 'string', maxLength: 200 },
    message: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' },
  },
  required: ['key', 'title', 'message'],
  additionalProperties: false,
} as const;

/** POST /api/tooltip. */
export const createBody = TOOLTIP_FORM;
/** PUT /api/tooltip/{key}: the same fields but the key, which the path names. */
export const updateBody = S.object({ title: TOOLTIP_FORM.properties.title, message: TOOLTIP_FORM.properties.message }, [
  'title',
  'message',
]);

export const keyParams = S.object({ key: S.string(200) });

/** The list's sortable columns (the answer's field names). */
export const TOOLTIP_SORTS = ['key', 'title', 'updatedAt'] as const;
export type TooltipSort = (typeof TOOLTIP_SORTS)[number];

/**
 * GET /api/tooltip: without any parameter the dashboards' whole catalogue `{tooltips}`; with any of them a page.
 * The kit's list query without its defaults, so the route can tell "no parameter" from "the first page".
 */
const paged = listQuery(TOOLTIP_SORTS);
export const listParams = S.object({
  ...paged.properties,
  limit: S.limit(500),
  offset: S.offset(),
});

export const tooltip = S.object({ key: { type: 'string' }, title: { type: 'string' }, message: { type: 'string' } }, [
  'key',
  'title',
  'message',
]);

/** A row of the admin list: the text, who last edited it, and whether the catalogue has a default for its key. */
export const tooltipRow = S.object(
  {
    key: { type: 'string' },
    title: { type: 'string' },
    message: { type: 'string' },
    updatedAt: { type: 'string' },
    updatedBy: { type: 'string' },
    hasDefault: { type: 'boolean' },
    isDefault: { type: 'boolean' },
  },
  ['key', 'title', 'message', 'updatedAt', 'updatedBy', 'hasDefault', 'isDefault'],
);

export const listAnswer = {
  anyOf: [S.object({ tooltips: { type: 'array', items: tooltip } }, ['tooltips']), pageSchema(tooltipRow)],
} as const;

/** DELETE's answer: a key with a catalogue default is reset to it, any other key is removed. */
export const deleteAnswer = S.object(
  {
    key: { type: 'string' },
    outcome: { type: 'string', enum: ['reset', 'removed'] },
    tooltip: { anyOf: [tooltip, { type: 'null' }] },
  },
  ['key', 'outcome', 'tooltip'],
);

export const errorAnswer = S.object({ error: { type: 'string' } }, ['error']);
