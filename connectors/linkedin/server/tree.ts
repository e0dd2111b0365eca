/**
 * The LinkedIn sandbox's deterministic world (issue 26): the ad accounts a sandbox user's grant reaches and their
 * campaigns, seeded by the user (`seedOf(subject + 'linkedin')`). Campaign counts are large enough (up to 60 per
 * account) for search and paging to matter.
 */
import { Prng } from '../../../src/server/db/demo/prng';
import { seedOf } from '../../../src/server/sandbox/figures';
import { sandboxFlight } from '../../../src/server/sandbox/kit';

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

/**
 * 2–3 ad accounts of different companies with 8–60 campaigns each; flights around `now` (sandboxFlight: some
 * completed, most running, some scheduled).
 */
export function linkedinWorld(subject: string, now: number): SandboxLinkedInAccount[] {
  const rng = new Prng(seedOf(`${subject}linkedin`));
  const accounts: SandboxLinkedInAccount[] = [];
  const count = rng.int(2, 3);
  const first = rng.int(0, 99);
  for (let a = 0; a < count; a += 1) {
    const id = `5${rng.int(1_000_000, 9_999_999)}${a}`;
    const company = COMPANIES[(first + a) % COMPANIES.length]!;
    const campaigns: SandboxLinkedInCampaign[] = [];
    const campaignCount = a === 0 ? rng.int(40, 60) : rng.int(8, 20);
    for (let c = 0; c < campaignCount; c += 1) {
      const flight = sandboxFlight(rng, now, { open: true });
      const paused = rng.chance(0.2);
      campaigns.push({
        id: `${6_000_000 + rng.int(0, 999_999)}${a}${String(c).padStart(2, '0')}`,
        name: `${company} ${GOALS[c % GOALS.length]} ${Math.floor(c / GOALS.length) + 1}`,
        account: id,
        status: flight.state === 'ended' ? 'COMPLETED' : paused ? 'PAUSED' : 'ACTIVE',
        runSchedule: { start: flight.start, end: flight.end },
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
