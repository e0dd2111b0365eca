/**
 * The LinkedIn sandbox's deterministic world (issue 26): the ad accounts a sandbox user's grant reaches and their
 * campaigns, seeded by the user (`seedOf(subject + 'linkedin')`). Campaign counts are large enough (up to 60 per
 * account) for search and paging to matter.
 */
import { Prng } from '../../../src/server/db/demo/prng';
import { seedOf } from '../../../src/server/sandbox/figures';

export interface SandboxLinkedInCampaign {
  id: string;
  name: string;
  /** The ad account's id. */
  account: string;
  status: 'ACTIVE' | 'PAUSED' | 'COMPLETED';
  /** yyyy-MM-dd; end null while it runs on. */
  runSchedule: { start: string; end: string | null };
}

export interface SandboxLinkedInAccount {
  id: string;
  name: string;
  currency: string;
  campaigns: SandboxLinkedInCampaign[];
}

const COMPANIES = ['Acme Logistics', 'Brightline Health', 'Cobalt Software', 'Delta Staffing'];
const GOALS = ['Hiring', 'Thought Leadership', 'Webinar Signups', 'Product Launch', 'Demand Gen', 'Event Promo'];

const day = (offset: number): string => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

/** 2–3 ad accounts with 8–60 campaigns each. */
export function linkedinWorld(subject: string): SandboxLinkedInAccount[] {
  const rng = new Prng(seedOf(`${subject}linkedin`));
  const accounts: SandboxLinkedInAccount[] = [];
  const count = rng.int(2, 3);
  for (let a = 0; a < count; a += 1) {
    const id = `5${rng.int(1_000_000, 9_999_999)}${a}`;
    const company = COMPANIES[(rng.int(0, 99) + a) % COMPANIES.length]!;
    const campaigns: SandboxLinkedInCampaign[] = [];
    const campaignCount = a === 0 ? rng.int(40, 60) : rng.int(8, 20);
    for (let c = 0; c < campaignCount; c += 1) {
      const start = rng.int(0, 420);
      const ends = rng.chance(0.4);
      campaigns.push({
        id: `${6_000_000 + rng.int(0, 999_999)}${a}${String(c).padStart(2, '0')}`,
        name: `${company} ${GOALS[c % GOALS.length]} ${Math.floor(c / GOALS.length) + 1}`,
        account: id,
        status: ends ? 'COMPLETED' : rng.chance(0.2) ? 'PAUSED' : 'ACTIVE',
        runSchedule: { start: day(start), end: ends ? day(start + rng.int(14, 90)) : null },
      });
    }
    accounts.push({
      id,
      name: `${company} (${['USD', 'USD', 'CAD'][a]})`,
      currency: a === 2 ? 'CAD' : 'USD',
      campaigns,
    });
  }
  return accounts;
}
