/**
 * The route schemas of publisher logos. Request bodies are the shared files of schemas/api/system/ (the admin
 * screen's forms validate with the same files); their TypeScript shapes are declared beside them.
 */
import createBody from '../../../../schemas/api/system/publisher-logo-create.schema.json';
import renameBody from '../../../../schemas/api/system/publisher-logo-name.schema.json';
import urlBody from '../../../../schemas/api/system/publisher-logo-url.schema.json';
import aliasBody from '../../../../schemas/api/system/publisher-logo-alias.schema.json';
import prefixBody from '../../../../schemas/api/system/publisher-logo-prefix.schema.json';
import { MAX_PAGE_SIZE } from '../../kernel/listing';
import { S } from '../../kernel/schema';
import type { MessageKey } from '../../../domain/messages';
import { LOGO_SORTS } from './queries';

export { aliasBody, createBody, prefixBody, renameBody, urlBody };

/** Bodies once the shared schema has validated them. */
export interface CreateBody {
  logoName: string;
  url: string;
}
export interface RenameBody {
  logoName: string;
}
export interface UrlBody {
  newUrl: string;
}
export interface AliasBody {
  alias: string;
}
export interface PrefixBody {
  prefix: string;
}

/** Our text for a field that is missing or blank. */
export const MISSING_FIELD: Readonly<Record<string, MessageKey>> = {
  logoName: 'logoNameMissing',
  url: 'logoUrlMissing',
  newUrl: 'logoUrlMissing',
  alias: 'logoAliasMissing',
  prefix: 'logoPrefixMissing',
  advertiserId: 'advertiserIdMissing',
};

const text = { type: 'string' } as const;
const strings = { type: 'array', items: text } as const;

/** A logo as every call answers it (schemas/api/system/publisher-logo.schema.json). */
export const logoAnswer = S.object({ logoName: text, url: text, aliases: strings, prefixes: strings }, [
  'logoName',
  'url',
  'aliases',
  'prefixes',
]);

/**
 * GET /api/getPublisherLogos's query: none for the whole match list (any signed-in caller); paging, sorting or a
 * search make it the admin table's page (MANAGE_SYSTEM). No defaults, so an empty query stays the match list.
 */
export const listQuery = S.object({
  limit: S.limit(MAX_PAGE_SIZE),
  offset: S.offset(),
  sort: { type: 'string', enum: LOGO_SORTS },
  dir: { type: 'string', enum: ['asc', 'desc'] as const },
  search: S.string(200),
});

export const nameParams = S.object({ logoName: S.string(200) }, ['logoName']);
export const aliasParams = S.object({ logoName: S.string(200), alias: S.string(200) }, ['logoName', 'alias']);
export const prefixParams = S.object({ logoName: S.string(200), prefix: S.string(200) }, ['logoName', 'prefix']);
/** A refusal; `field` names the form field it concerns, when one does. */
export const errorAnswer = S.object({ error: text, field: text }, ['error']);
