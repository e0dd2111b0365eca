import { describe, expect, it } from 'vitest';
import form from '../../../../schemas/api/system/tooltip.schema.json';
import { TOOLTIP_FORM } from './schemas';

describe('the tooltip body schema', () => {
  it('is the shared form schema the client validates with', () => {
    const { $schema, $id: _id, title, description, properties, ...rest } = form;
    expect($schema).toContain('draft-07');
    expect(title).toBe('Tooltip');
    expect(description).toBeTruthy();
    const bare = Object.fromEntries(
      Object.entries(properties).map(([name, { title: label, description: help, ...keywords }]) => {
        expect(label, name).toBeTruthy();
        expect(help, name).toBeTruthy();
        return [name, keywords];
      }),
    );
    expect({ ...rest, properties: bare }).toEqual(TOOLTIP_FORM);
  });
});
