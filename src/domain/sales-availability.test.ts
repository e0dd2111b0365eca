import { describe, expect, it } from 'vitest';
import { salesAvailability } from './sales-availability';

describe('salesAvailability', () => {
  it('shows a plain customer as Available', () => {
    expect(salesAvailability({})).toEqual({ viewable: true, label: 'Available' });
  });

  it('closes a sold customer except in post-sale mode', () => {
    expect(salesAvailability({ IsSold: true })).toEqual({ viewable: false, label: 'Sold' });
    expect(salesAvailability({ IsSold: true, postSaleMode: true })).toEqual({ viewable: true, label: 'Sold' });
  });

  it('closes do-not-call and station-locked customers', () => {
    expect(salesAvailability({ IsDnc: true })).toEqual({ viewable: false, label: 'DNC' });
    expect(salesAvailability({ IsStationLocked: true })).toEqual({ viewable: false, label: 'Station locked' });
  });

  it('opens a customer reserved to the viewing rep', () => {
    expect(salesAvailability({ IsReserved: true, reservedByMe: true })).toEqual({
      viewable: true,
      label: 'Reserved to you',
    });
  });

  it('closes a customer reserved for another rep', () => {
    expect(salesAvailability({ IsReserved: true, reservedBySameOrganisation: true })).toEqual({
      viewable: false,
      label: 'Reserved',
    });
  });

  it('lets a permitted rep ignore a same-organisation reservation', () => {
    const input = { IsReserved: true, reservedBySameOrganisation: true, canIgnoreSameOrganisation: true };
    expect(salesAvailability(input)).toEqual({ viewable: true, label: 'Ignored status' });
  });

  it('labels an open cloned customer', () => {
    expect(salesAvailability({ isCloned: true })).toEqual({ viewable: true, label: 'Cloned' });
  });
});
