/** The shared request schemas the drawers' forms validate with (the server validates with the same files). */
import createSchema from '../../../../schemas/api/system/publisher-logo-create.schema.json';
import renameSchema from '../../../../schemas/api/system/publisher-logo-name.schema.json';
import urlSchema from '../../../../schemas/api/system/publisher-logo-url.schema.json';
import type { FieldMessages, JSONSchema } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';

export const CREATE_SCHEMA = createSchema as JSONSchema;
export const RENAME_SCHEMA = renameSchema as JSONSchema;
export const URL_SCHEMA = urlSchema as JSONSchema;

const blank = (text: string) => ({ required: text, minLength: text, pattern: text });

/** Our texts for a missing or blank field, per ajv keyword. */
export const FORM_MESSAGES: FieldMessages = {
  logoName: blank(MESSAGES.logoNameMissing),
  url: blank(MESSAGES.logoUrlMissing),
  newUrl: blank(MESSAGES.logoUrlMissing),
};
