/**
 * Explain access (issue 21 §4), pure: given everything that can grant a user access (one query per source, see
 * queries.ts) it answers whether the user sees an advertiser or holds a right, every path that grants it and one
 * sentence. It mirrors the loaders exactly (kernel/tenancy.ts `scopeOf`, auth/session-user.ts `loadRights`):
 * superusers pass; otherwise a live membership of the advertiser's agency is needed, confined to its station or
 * sub-agency when it is; a user with any live advertiser grant in the agency (or the client role) sees only the
 * granted advertisers; anyone else the whole agency. A right comes from a permission (everywhere), or, in an agency
 * with a live membership, from a direct grant or an access group.
 */
import { DEMO_ADVERTISER_ID } from '../../../domain/constants';
import { messageText, type MessageKey } from '../../../domain/messages';
import { RIGHTS } from '../../../domain/rights';
import type { ExplainStep, Explanation } from '../../../domain/access-admin';

/** One step of a path that grants access (the answer's types are the domain's, shared with the screens). */
export type PathStep = ExplainStep;
export type { Explanation };

/** Everything that can grant a user access, expired grants included (so a "no" can say what ended). */
export interface AccessSources {
  user: { id: number; label: string; isSuperuser: boolean };
  permissions: readonly string[];
  memberships: readonly {
    agencyId: number;
    agencyName: string;
    subAgencyId: number | null;
    subAgencyName: string | null;
    stationId: number | null;
    stationName: string | null;
    expiresAt: string | null;
  }[];
  agencyRights: readonly { agencyId: number; right: string }[];
  accessGroups: readonly { id: number; name: string; agencyId: number; rights: readonly string[] }[];
  advertisers: readonly { advertiserId: number; name: string; agencyId: number; expiresAt: string | null }[];
  advertiserGroups: readonly {
    id: number;
    name: string;
    agencyId: number;
    expiresAt: string | null;
    advertiserIds: readonly number[];
  }[];
  roles: readonly string[];
}

/** The advertiser asked about. */
export interface AdvertiserTarget {
  id: number;
  name: string;
  agencyId: number;
  agencyName: string;
  subAgencyId: number | null;
  stationId: number | null;
}

const live = (expiresAt: string | null | undefined, at: string): boolean => expiresAt == null || expiresAt > at;

/** A date for a sentence: `2027-01-01 00:00 UTC`. */
export function sentenceDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

const SUPERUSER_PATH: PathStep[][] = [[{ kind: 'superuser', id: null, label: 'superuser' }]];

/** Whether the user sees the advertiser, and through what. */
export function explainAdvertiser(sources: AccessSources, target: AdvertiserTarget, now: number): Explanation {
  const at = new Date(now).toISOString();
  const user = sources.user.label;
  const advertiser = target.name;
  if (sources.user.isSuperuser) return yes(SUPERUSER_PATH, 'explainSuperuser', { user });
  if (
    target.id === DEMO_ADVERTISER_ID &&
    !explainRight(sources, RIGHTS.SHOW_DEMO_ADVERTISER, target.agencyId, now).allowed
  )
    return no('explainNoDemo', { user, advertiser });
  const membership = sources.memberships.find((m) => m.agencyId === target.agencyId);
  if (!membership) return no('explainNoMembership', { user, agency: target.agencyName, advertiser });
  if (!live(membership.expiresAt, at))
    return no('explainNoMembershipEnded', {
      user,
      agency: target.agencyName,
      date: sentenceDate(membership.expiresAt!),
    });
  const first: PathStep = {
    kind: 'membership',
    id: membership.agencyId,
    label: membership.agencyName,
    expiresAt: membership.expiresAt,
  };
  const last: PathStep = { kind: 'advertiser', id: target.id, label: advertiser };
  if (membership.stationId !== null) {
    if (target.stationId !== membership.stationId)
      return no('explainNoStation', { user, station: membership.stationName ?? '', advertiser });
    return yesAdvertiser(
      [[first, { kind: 'station', id: membership.stationId, label: membership.stationName ?? '' }, last]],
      user,
      advertiser,
    );
  }
  if (membership.subAgencyId !== null) {
    if (target.subAgencyId !== membership.subAgencyId)
      return no('explainNoSubAgency', { user, subAgency: membership.subAgencyName ?? '', advertiser });
    const step: PathStep = { kind: 'subAgency', id: membership.subAgencyId, label: membership.subAgencyName ?? '' };
    return yesAdvertiser([[first, step, last]], user, advertiser);
  }
  const direct = sources.advertisers.filter((a) => a.agencyId === target.agencyId);
  const groups = sources.advertiserGroups.filter((g) => g.agencyId === target.agencyId && g.advertiserIds.length > 0);
  const granted = direct.some((a) => live(a.expiresAt, at)) || groups.some((g) => live(g.expiresAt, at));
  if (!granted && !sources.roles.includes('client')) return yesAdvertiser([[first, last]], user, advertiser);
  const paths: PathStep[][] = [
    ...direct
      .filter((a) => a.advertiserId === target.id && live(a.expiresAt, at))
      .map((a): PathStep[] => [first, { ...last, expiresAt: a.expiresAt, direct: true }]),
    ...groups
      .filter((g) => g.advertiserIds.includes(target.id) && live(g.expiresAt, at))
      .map((g): PathStep[] => [
        first,
        { kind: 'advertiserGroup', id: g.id, label: g.name, expiresAt: g.expiresAt },
        last,
      ]),
  ];
  if (paths.length) return yesAdvertiser(paths, user, advertiser);
  const ended = [
    ...direct.filter((a) => a.advertiserId === target.id).map((a) => a.expiresAt),
    ...groups.filter((g) => g.advertiserIds.includes(target.id)).map((g) => g.expiresAt),
  ].filter((end): end is string => end !== null);
  if (ended.length) return no('explainNoGrantEnded', { user, advertiser, date: sentenceDate(ended.sort().at(-1)!) });
  return no('explainNoGrant', { user, advertiser });
}

/** Whether the user holds a right (in one agency, or in any when `agencyId` is null), and through what. */
export function explainRight(sources: AccessSources, right: string, agencyId: number | null, now: number): Explanation {
  const at = new Date(now).toISOString();
  const user = sources.user.label;
  if (sources.user.isSuperuser) return yes(SUPERUSER_PATH, 'explainSuperuser', { user });
  const same = (code: string) => code.toLowerCase() === right.toLowerCase();
  const paths: PathStep[][] = [];
  if (sources.permissions.some(same)) paths.push([{ kind: 'permission', id: right, label: right }]);
  const rightStep: PathStep = { kind: 'agencyRight', id: right, label: right };
  for (const m of sources.memberships) {
    if ((agencyId !== null && m.agencyId !== agencyId) || !live(m.expiresAt, at)) continue;
    const first: PathStep = { kind: 'membership', id: m.agencyId, label: m.agencyName, expiresAt: m.expiresAt };
    if (sources.agencyRights.some((r) => r.agencyId === m.agencyId && same(r.right))) paths.push([first, rightStep]);
    for (const group of sources.accessGroups) {
      if (group.agencyId !== m.agencyId || !group.rights.some(same)) continue;
      paths.push([first, { kind: 'accessGroup', id: group.id, label: group.name }, rightStep]);
    }
  }
  if (paths.length) return yes(paths, 'explainYesRight', { user, right, paths: describePaths(paths) });
  if (agencyId === null) return no('explainNoRight', { user, right });
  const agency = sources.memberships.find((m) => m.agencyId === agencyId)?.agencyName ?? String(agencyId);
  return no('explainNoRightIn', { user, right, agency });
}

function yesAdvertiser(paths: PathStep[][], user: string, advertiser: string): Explanation {
  return yes(paths, 'explainYesAdvertiser', { user, advertiser, paths: describePaths(paths) });
}

function yes(paths: PathStep[][], key: MessageKey, params: Record<string, string>): Explanation {
  return { allowed: true, summary: messageText(key, params), paths };
}

function no(key: MessageKey, params: Record<string, string>): Explanation {
  return { allowed: false, summary: messageText(key, params), paths: [] };
}

/** The paths as words: steps joined by arrows, paths by semicolons; the advertiser asked about is not repeated. */
export function describePaths(paths: readonly PathStep[][]): string {
  return paths
    .map((path) =>
      path
        .map((step, index) => describeStep(step, path.length === 2 && index === 1))
        .filter((words) => words !== '')
        .join(' → '),
    )
    .join('; ');
}

function describeStep(step: PathStep, onlyAfterMembership: boolean): string {
  const until = step.expiresAt ? messageText('explainUntil', { date: sentenceDate(step.expiresAt) }) : '';
  const label = { label: step.label };
  switch (step.kind) {
    case 'membership':
      return messageText('explainStepMembership', label) + until;
    case 'subAgency':
      return messageText('explainStepSubAgency', label);
    case 'station':
      return messageText('explainStepStation', label);
    case 'advertiserGroup':
      return messageText('explainStepAdvertiserGroup', label) + until;
    case 'advertiser':
      if (step.direct) return messageText('explainStepDirectGrant', label) + until;
      return onlyAfterMembership ? messageText('explainStepAllAdvertisers') : '';
    case 'accessGroup':
      return messageText('explainStepAccessGroup', label);
    case 'permission':
      return messageText('explainStepPermission', label);
    case 'agencyRight':
      return onlyAfterMembership ? messageText('explainStepAgencyRight', label) : '';
    default:
      return step.label;
  }
}
