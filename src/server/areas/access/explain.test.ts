import { describe, expect, it } from 'vitest';
import { messageText } from '../../../domain/messages';
import { explainAdvertiser, explainRight, type AccessSources, type AdvertiserTarget } from './explain';

const NOW = Date.parse('2026-06-15T16:00:00Z');
const PAST = '2026-06-01T00:00:00.000Z';
const FUTURE = '2027-01-01T00:00:00.000Z';

const RIVERSIDE: AdvertiserTarget = {
  id: 10000001,
  name: 'Riverside Auto Group',
  agencyId: 1,
  agencyName: 'Compulse Media',
  subAgencyId: 7,
  stationId: 70,
};

function sources(over: Partial<AccessSources> = {}): AccessSources {
  return {
    user: { id: 12, label: 'Ann Lee', isSuperuser: false },
    permissions: [],
    memberships: [
      {
        agencyId: 1,
        agencyName: 'Compulse Media',
        subAgencyId: null,
        subAgencyName: null,
        stationId: null,
        stationName: null,
        expiresAt: null,
      },
    ],
    agencyRights: [],
    accessGroups: [],
    advertisers: [],
    advertiserGroups: [],
    roles: ['mc'],
    ...over,
  };
}

const membership = (over: Partial<AccessSources['memberships'][number]>) => [{ ...sources().memberships[0]!, ...over }];

describe('explain access for an advertiser', () => {
  it('answers yes for a superuser with the superuser path', () => {
    const answer = explainAdvertiser(sources({ user: { id: 1, label: 'Sam', isSuperuser: true } }), RIVERSIDE, NOW);
    expect(answer.allowed).toBe(true);
    expect(answer.paths).toEqual([[{ kind: 'superuser', id: null, label: 'superuser' }]]);
    expect(answer.summary).toBe(messageText('explainSuperuser', { user: 'Sam' }));
  });

  it('answers yes through the whole agency for staff without grants', () => {
    const answer = explainAdvertiser(sources(), RIVERSIDE, NOW);
    expect(answer.allowed).toBe(true);
    expect(answer.paths).toEqual([
      [
        { kind: 'membership', id: 1, label: 'Compulse Media', expiresAt: null },
        { kind: 'advertiser', id: RIVERSIDE.id, label: RIVERSIDE.name },
      ],
    ]);
    expect(answer.summary).toBe(
      'Yes: Ann Lee sees Riverside Auto Group through membership in Compulse Media → every advertiser of the agency.',
    );
  });

  it('follows a station or sub-agency confinement, and says why not outside it', () => {
    const inStation = explainAdvertiser(
      sources({ memberships: membership({ stationId: 70, stationName: 'WRVR' }) }),
      RIVERSIDE,
      NOW,
    );
    expect(inStation.paths[0]!.map((s) => s.kind)).toEqual(['membership', 'station', 'advertiser']);
    const otherStation = explainAdvertiser(
      sources({ memberships: membership({ stationId: 71, stationName: 'KOTH' }) }),
      RIVERSIDE,
      NOW,
    );
    expect(otherStation).toEqual({
      allowed: false,
      paths: [],
      summary: messageText('explainNoStation', { user: 'Ann Lee', station: 'KOTH', advertiser: RIVERSIDE.name }),
    });
    const inSub = explainAdvertiser(
      sources({ memberships: membership({ subAgencyId: 7, subAgencyName: 'North' }) }),
      RIVERSIDE,
      NOW,
    );
    expect(inSub.paths[0]!.map((s) => s.kind)).toEqual(['membership', 'subAgency', 'advertiser']);
    expect(inSub.summary).toContain('sub-agency North');
  });

  it('lists every grant: direct and through advertiser groups, with their ends', () => {
    const answer = explainAdvertiser(
      sources({
        roles: ['client'],
        advertisers: [{ advertiserId: RIVERSIDE.id, name: RIVERSIDE.name, agencyId: 1, expiresAt: FUTURE }],
        advertiserGroups: [
          { id: 5, name: 'Auto dealers', agencyId: 1, expiresAt: null, advertiserIds: [RIVERSIDE.id, 3] },
          { id: 6, name: 'Dentists', agencyId: 1, expiresAt: null, advertiserIds: [3] },
        ],
      }),
      RIVERSIDE,
      NOW,
    );
    expect(answer.allowed).toBe(true);
    expect(answer.paths).toHaveLength(2);
    expect(answer.paths[0]![1]).toMatchObject({ kind: 'advertiser', direct: true, expiresAt: FUTURE });
    expect(answer.paths[1]!.map((s) => s.kind)).toEqual(['membership', 'advertiserGroup', 'advertiser']);
    expect(answer.summary).toBe(
      'Yes: Ann Lee sees Riverside Auto Group through membership in Compulse Media → a direct grant of ' +
        'Riverside Auto Group (until 2027-01-01 00:00 UTC); membership in Compulse Media → advertiser group Auto dealers.',
    );
  });

  it('answers no when the only grant has ended, naming the date, and when none covers it', () => {
    const ended = explainAdvertiser(
      sources({
        roles: ['client'],
        advertiserGroups: [
          { id: 5, name: 'Auto dealers', agencyId: 1, expiresAt: PAST, advertiserIds: [RIVERSIDE.id] },
        ],
      }),
      RIVERSIDE,
      NOW,
    );
    expect(ended.allowed).toBe(false);
    expect(ended.summary).toBe(
      messageText('explainNoGrantEnded', { user: 'Ann Lee', advertiser: RIVERSIDE.name, date: '2026-06-01 00:00 UTC' }),
    );
    const none = explainAdvertiser(
      sources({ advertisers: [{ advertiserId: 3, name: 'Other', agencyId: 1, expiresAt: null }] }),
      RIVERSIDE,
      NOW,
    );
    expect(none.summary).toBe(messageText('explainNoGrant', { user: 'Ann Lee', advertiser: RIVERSIDE.name }));
  });

  it('answers no without a membership, or when it has ended', () => {
    expect(explainAdvertiser(sources({ memberships: [] }), RIVERSIDE, NOW).summary).toBe(
      messageText('explainNoMembership', { user: 'Ann Lee', agency: 'Compulse Media', advertiser: RIVERSIDE.name }),
    );
    expect(explainAdvertiser(sources({ memberships: membership({ expiresAt: PAST }) }), RIVERSIDE, NOW).summary).toBe(
      messageText('explainNoMembershipEnded', {
        user: 'Ann Lee',
        agency: 'Compulse Media',
        date: '2026-06-01 00:00 UTC',
      }),
    );
  });

  it('hides the demo advertiser from a user without SHOW_DEMO_ADVERTISER', () => {
    const demo = { ...RIVERSIDE, id: 88888888, name: 'Demo' };
    expect(explainAdvertiser(sources(), demo, NOW).allowed).toBe(false);
    expect(explainAdvertiser(sources({ permissions: ['SHOW_DEMO_ADVERTISER'] }), demo, NOW).allowed).toBe(true);
  });
});

describe('explain access for a right', () => {
  it('finds a permission, a direct agency right and an access group, in that order', () => {
    const answer = explainRight(
      sources({
        permissions: ['SCREEN_USER_MGMT'],
        agencyRights: [{ agencyId: 1, right: 'SCREEN_USER_MGMT' }],
        accessGroups: [{ id: 3, name: 'Report senders', agencyId: 1, rights: ['SCREEN_USER_MGMT'] }],
      }),
      'SCREEN_USER_MGMT',
      1,
      NOW,
    );
    expect(answer.paths.map((path) => path.map((s) => s.kind))).toEqual([
      ['permission'],
      ['membership', 'agencyRight'],
      ['membership', 'accessGroup', 'agencyRight'],
    ]);
    expect(answer.summary).toBe(
      'Yes: Ann Lee holds SCREEN_USER_MGMT through the permission SCREEN_USER_MGMT, held everywhere; membership in ' +
        'Compulse Media → the right SCREEN_USER_MGMT granted directly; membership in Compulse Media → access group ' +
        'Report senders.',
    );
  });

  it('gives no agency right once the membership has ended, and says no', () => {
    const answer = explainRight(
      sources({
        memberships: membership({ expiresAt: PAST }),
        agencyRights: [{ agencyId: 1, right: 'SCREEN_USER_MGMT' }],
      }),
      'SCREEN_USER_MGMT',
      1,
      NOW,
    );
    expect(answer).toEqual({
      allowed: false,
      paths: [],
      summary: messageText('explainNoRightIn', {
        user: 'Ann Lee',
        right: 'SCREEN_USER_MGMT',
        agency: 'Compulse Media',
      }),
    });
    expect(explainRight(sources(), 'MANAGE_SYSTEM', null, NOW).summary).toBe(
      messageText('explainNoRight', { user: 'Ann Lee', right: 'MANAGE_SYSTEM' }),
    );
  });
});
