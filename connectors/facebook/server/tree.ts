/**
 * The Facebook sandbox's deterministic world (issue 26): what each sandbox user's grant reaches, seeded by the user
 * (`seedOf(subject + 'facebook')`), so every run and every test sees the same ad accounts, campaigns and pages.
 */
import { Prng } from '../../../src/server/db/demo/prng';
import { seedOf } from '../../../src/server/sandbox/figures';
import { sandboxFlight } from '../../../src/server/sandbox/kit';

/** A campaign of an ad account (Graph API names). */
export interface SandboxFacebookCampaign {
  id: string;
  name: string;
  account_id: string;
  objective: string;
  /** yyyy-MM-dd */
  start_time: string;
  /** yyyy-MM-dd, null while it runs on. */
  stop_time: string | null;
}

export interface SandboxFacebookAccount {
  /** `act_<digits>` as the Graph API names ad accounts. */
  id: string;
  name: string;
  campaigns: SandboxFacebookCampaign[];
}

export interface SandboxFacebookPage {
  id: string;
  name: string;
}

export interface SandboxFacebookWorld {
  accounts: SandboxFacebookAccount[];
  pages: SandboxFacebookPage[];
}

const THEMES = ['Spring Sale', 'Brand Awareness', 'Lead Generation', 'Retargeting', 'Holiday Promo', 'Video Views'];
const OBJECTIVES = ['OUTCOME_AWARENESS', 'OUTCOME_TRAFFIC', 'OUTCOME_LEADS', 'OUTCOME_SALES'];
const BUSINESSES = ['Lakeside Motors', 'Northwind Dental', 'Harbor Grill', 'Summit Realty', 'Maple Fitness'];

/**
 * The accounts (2–3 of different businesses, each with 3–5 campaigns) and pages (2–3) a sandbox user's grant reaches;
 * campaign flights around `now` (sandboxFlight: some ended, most running, some about to start).
 */
export function facebookWorld(subject: string, now: number): SandboxFacebookWorld {
  const rng = new Prng(seedOf(`${subject}facebook`));
  const accounts: SandboxFacebookAccount[] = [];
  const accountCount = rng.int(2, 3);
  const first = rng.int(0, 99);
  for (let a = 0; a < accountCount; a += 1) {
    const business = BUSINESSES[(first + a) % BUSINESSES.length]!;
    const id = `act_${rng.int(100_000_000, 999_999_999)}${a}`;
    const campaigns: SandboxFacebookCampaign[] = [];
    const campaignCount = rng.int(3, 5);
    for (let c = 0; c < campaignCount; c += 1) {
      const flight = sandboxFlight(rng, now, { open: true });
      campaigns.push({
        id: `2385${rng.int(10_000_000, 99_999_999)}${a}${c}`,
        name: `${business} – ${THEMES[(a + c) % THEMES.length]} ${c + 1}`,
        account_id: id,
        objective: OBJECTIVES[rng.int(0, OBJECTIVES.length - 1)]!,
        start_time: flight.start,
        stop_time: flight.end,
      });
    }
    accounts.push({ id, name: `${business} Ads`, campaigns });
  }
  const pages: SandboxFacebookPage[] = [];
  const pageCount = rng.int(2, 3);
  for (let p = 0; p < pageCount; p += 1) {
    pages.push({ id: `1000${rng.int(10_000_000, 99_999_999)}${p}`, name: `${BUSINESSES[p % BUSINESSES.length]} Page` });
  }
  return { accounts, pages };
}
