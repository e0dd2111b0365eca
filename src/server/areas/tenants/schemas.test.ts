import { describe, expect, it } from 'vitest';
import agency from '../../../../schemas/api/tenants/agency.schema.json';
import agencyCreate from '../../../../schemas/api/tenants/agency-create.schema.json';
import station from '../../../../schemas/api/tenants/station.schema.json';
import subAgency from '../../../../schemas/api/tenants/subagency.schema.json';
import { AGENCY_CREATE_FORM, AGENCY_FORM, STATION_FORM, SUB_AGENCY_FORM } from './schemas';

/** A form schema without its labels and help texts (each property must have both). */
function bare(form: { $schema: string; title: string; description: string; properties: object }): unknown {
  const { $schema, title, description, properties, ...rest } = form;
  expect($schema).toContain('draft-07');
  expect(title).toBeTruthy();
  expect(description).toBeTruthy();
  const keywords = Object.fromEntries(
    Object.entries(properties as Record<string, { title: string; description: string }>).map(
      ([name, { title: label, description: help, ...others }]) => {
        expect(label, name).toBeTruthy();
        expect(help, name).toBeTruthy();
        return [name, others];
      },
    ),
  );
  delete (rest as { $id?: string }).$id;
  return { ...rest, properties: keywords };
}

describe('the tenant tree body schemas', () => {
  it.each([
    ['agency', agency, AGENCY_FORM],
    ['agency-create', agencyCreate, AGENCY_CREATE_FORM],
    ['subagency', subAgency, SUB_AGENCY_FORM],
    ['station', station, STATION_FORM],
  ])('%s is the shared form schema the client validates with', (_name, form, copy) => {
    expect(bare(form)).toEqual(copy);
  });
});
