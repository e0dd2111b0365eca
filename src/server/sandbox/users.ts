/**
 * The sandbox providers' own users (issue 26): the people who can consent on a sandbox authorization server's page.
 * Fixed and deterministic, so a test, a demo and a screenshot always meet the same names; each source's sandbox API
 * builds its trees from the user's id (`seedOf(subject + source)`). Pictures are small SVG data URLs.
 */
/** A sandbox provider's user. */
export interface SandboxUser {
  /** The provider's user id (`g-100001`, `fb-200001`, `li-300001`): the credential's external id. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string;
}

/** The OAuth providers the sandbox runs an authorization server for. */
export const SANDBOX_OAUTH_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;

/** One of them. */
export type SandboxOAuthProvider = (typeof SANDBOX_OAUTH_PROVIDERS)[number];

/** Whether a provider has a sandbox authorization server. */
export function isSandboxOAuthProvider(provider: string): provider is SandboxOAuthProvider {
  return (SANDBOX_OAUTH_PROVIDERS as readonly string[]).includes(provider);
}

/**
 * How long a grant lives at each provider (days; null: until revoked): Facebook's long-lived tokens 60 days,
 * LinkedIn's refresh tokens 365, Google's refresh tokens until revoked.
 */
export const SANDBOX_GRANT_DAYS: Readonly<Record<SandboxOAuthProvider, number | null>> = {
  google: null,
  facebook: 60,
  linkedin: 365,
};

const PEOPLE: readonly (readonly [string, string])[] = [
  ['Avery', 'Lindqvist'],
  ['Jordan', 'Okafor'],
  ['Riley', 'Moreau'],
];

const PREFIX: Readonly<Record<SandboxOAuthProvider, { id: string; base: number; domain: string; colour: string }>> = {
  google: { id: 'g', base: 100_001, domain: 'sandbox-google.test', colour: '#4285f4' },
  facebook: { id: 'fb', base: 200_001, domain: 'sandbox-facebook.test', colour: '#1877f2' },
  linkedin: { id: 'li', base: 300_001, domain: 'sandbox-linkedin.test', colour: '#0a66c2' },
};

function avatar(first: string, last: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${first[0]}${last[0]}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The users of a sandbox provider, in a fixed order. */
export function sandboxUsers(provider: SandboxOAuthProvider): SandboxUser[] {
  const { id, base, domain, colour } = PREFIX[provider];
  return PEOPLE.map(([first, last], index) => ({
    id: `${id}-${base + index}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`,
    firstName: first,
    lastName: last,
    picture: avatar(first, last, colour),
  }));
}

/** One sandbox user by provider and id, or null. */
export function sandboxUser(provider: SandboxOAuthProvider, id: string): SandboxUser | null {
  return sandboxUsers(provider).find((user) => user.id === id) ?? null;
}
