import { describe, expect, it } from 'vitest';
import { messageText } from '../../../domain/messages';
import type { SessionUser } from '../../../domain/user';
import { availabilityOf, isReserved, orgOf, reservedToOther, requireWorkable, type RuleRow, type Viewer } from './rule';

const NOW = Date.parse('2026-06-15T16:00:00Z');
const FREE: RuleRow = {
  is_sold: 0,
  is_dnc: 0,
  is_station_locked: 0,
  reserved_by: null,
  reserved_org: null,
  reserved_until: null,
  cloned_from_id: null,
};

function viewer(userId: number, insideOrgs: Viewer['insideOrgs'], canIgnore = false): Viewer {
  return {
    user: { user_id: userId } as SessionUser,
    scope: { kind: 'station', agencyId: 1, stationId: 5 },
    org: 'station:5',
    canIgnore,
    insideOrgs,
    agencyLevel: false,
    now: NOW,
  };
}
const reservedBy = (userId: number, org: string, until = NOW + 1): RuleRow => ({
  ...FREE,
  reserved_by: userId,
  reserved_org: org,
  reserved_until: until,
});

describe('the availability rule on the server', () => {
  it('names an organisation by the scope', () => {
    expect(orgOf({ kind: 'station', agencyId: 1, stationId: 5 })).toBe('station:5');
    expect(orgOf({ kind: 'subAgency', agencyId: 1, subAgencyId: 3 })).toBe('subAgency:3');
    expect(orgOf({ kind: 'agency', agencyId: 1 })).toBe('agency:1');
    expect(orgOf({ kind: 'all' })).toBe('all');
  });

  it('counts a reservation only while its end is ahead of the clock', () => {
    expect(isReserved(reservedBy(7, 'station:5', NOW + 1), NOW)).toBe(true);
    expect(isReserved(reservedBy(7, 'station:5', NOW), NOW)).toBe(false);
    expect(isReserved({ ...reservedBy(7, 'station:5'), reserved_by: null }, NOW)).toBe(false);
  });

  it("labels a reservation for the caller: theirs, ignorable within their organisation, or another's", () => {
    const row = reservedBy(7, 'station:5');
    expect(availabilityOf(row, viewer(7, ['station:5']))).toEqual({
      key: 'RESERVED_TO_YOU',
      label: 'Reserved to you',
      viewable: true,
    });
    expect(availabilityOf(row, viewer(8, ['station:5'])).key).toBe('RESERVED');
    expect(availabilityOf(row, viewer(8, ['station:5'], true)).key).toBe('IGNORED');
    expect(availabilityOf(row, viewer(8, ['station:6'], true)).key).toBe('RESERVED');
    expect(availabilityOf(row, viewer(8, 'all', true)).key).toBe('IGNORED');
    expect(availabilityOf(reservedBy(7, 'station:5', NOW - 1), viewer(8, ['station:5'])).key).toBe('AVAILABLE');
    expect(availabilityOf({ ...FREE, cloned_from_id: 3 }, viewer(8, ['station:5'])).key).toBe('CLONED');
  });

  it('refuses a write with the reason of the label, post-sale mode opening a sold customer', () => {
    const holder = { name: 'Rita Rep', until: NOW + 14 * 86_400_000, timeZone: 'America/New_York' };
    const refusal = (row: RuleRow, postSale = false) => {
      try {
        requireWorkable(row, viewer(8, ['station:5']), holder, postSale);
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refusal({ ...FREE, is_sold: 1 })).toBe(messageText('salesCustomerSold'));
    expect(refusal({ ...FREE, is_sold: 1 }, true)).toBeNull();
    expect(refusal({ ...FREE, is_dnc: 1, is_station_locked: 1 })).toBe(messageText('salesCustomerDnc'));
    expect(refusal({ ...FREE, is_station_locked: 1 })).toBe(messageText('salesStationLocked'));
    expect(refusal(reservedBy(7, 'station:5'))).toBe(
      messageText('salesReservedToOther', { rep: 'Rita Rep', day: '6/29/26' }),
    );
    expect(refusal(FREE)).toBeNull();
  });

  it("dates the holder's end in the agency's zone", () => {
    // 02:00 UTC on the 16th is still the 15th in New York.
    const late = Date.parse('2026-06-16T02:00:00Z');
    expect(reservedToOther({ name: 'Sam', until: late, timeZone: 'America/New_York' }).message).toContain('6/15/26');
    expect(reservedToOther({ name: 'Sam', until: late, timeZone: 'UTC' }).message).toContain('6/16/26');
  });
});
