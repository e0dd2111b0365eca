import { describe, expect, it } from 'vitest';
import advertiser from '../../../../schemas/api/tenants/advertiser.schema.json';
import advertiserInfo from '../../../../schemas/api/tenants/advertiser-info.schema.json';
import contact from '../../../../schemas/api/tenants/contact.schema.json';
import { ADVERTISER_FORM, ADVERTISER_INFO_FORM, CONTACT_SCHEMA } from './schemas';

/** A form schema without what only the form shows: `$schema`, `$id`, titles and descriptions. */
function bare(form: { properties: Record<string, Record<string, unknown>> } & Record<string, unknown>): unknown {
  const { $schema, $id: _id, title, description: _description, properties, ...rest } = form;
  expect($schema).toContain('draft-07');
  expect(title).toBeTruthy();
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, { title: label, description: _help, ...keywords }]) => {
      expect(label, name).toBeTruthy();
      return [name, keywords];
    }),
  );
  return { ...rest, properties: fields };
}

describe("the advertiser area's body schemas", () => {
  it.each([
    ['advertiser', advertiser, ADVERTISER_FORM],
    ['advertiser-info', advertiserInfo, ADVERTISER_INFO_FORM],
    ['contact', contact, CONTACT_SCHEMA],
  ] as const)('%s is the shared form schema the client validates with', (_name, form, literal) => {
    expect(bare(form as never)).toEqual(literal);
  });
});
