/**
 * The rights of every call as a Markdown table, for docs/decisions.md (`npm run rights:table` prints it; the rights
 * walk test proves the document matches the route table).
 */
import type { RightsRequirement } from '../../domain/rights';
import type { RouteEntry } from './route-table';

const sets = (requirement: RightsRequirement) => requirement.map((set) => set.join(' and ')).join(', or ');

function needs(route: RouteEntry): string {
  if (route.public) return 'public';
  if (route.rule) return route.rights?.length ? `${sets(route.rights)}; ${route.rule}` : route.rule;
  if (!route.rights?.length) return 'signed in (tenancy decides what it reads)';
  if (route.guestOrder) return `${sets(route.rights)}, or a share/export guest of that order`;
  return sets(route.rights);
}

/** One row per call (method and path as registered), sorted by path then method. */
export function rightsTableMarkdown(routes: readonly RouteEntry[]): string {
  const rows = routes
    .filter((route) => route.url.startsWith('/api/'))
    .map((route) => ({
      call: `${route.method} ${route.url}`,
      url: route.url,
      method: route.method,
      needs: needs(route),
    }))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  return ['| call | needs |', '|---|---|', ...rows.map((row) => `| \`${row.call}\` | ${row.needs} |`)].join('\n');
}
