/** In-memory rows and a server stand-in for the kit's stories and its visual checks. */
import type { Page } from '../resource-api';

export interface DemoTooltip {
  id: number;
  key: string;
  text: string;
  updatedBy: string;
  updatedAt: string;
}

const WORDS = ['Impressions', 'Clicks', 'CTR', 'Conversions', 'Spend', 'Reach', 'Frequency', 'Video views'];

export const DEMO_TOOLTIPS: DemoTooltip[] = Array.from({ length: 312 }, (_, i) => ({
  id: i + 1,
  key: `${(WORDS[i % WORDS.length] ?? 'metric').toLowerCase().replace(/ /g, '-')}-${i + 1}`,
  text: `How ${WORDS[i % WORDS.length] ?? 'this metric'} is counted for campaign group ${Math.floor(i / 8) + 1}.`,
  updatedBy: i % 3 === 0 ? 'super@sightline.test' : 'ops@sightline.test',
  updatedAt: new Date(Date.UTC(2026, 10, 25) - i * 36e5 * 7).toISOString().slice(0, 10),
}));

/** Answers a list query (search on key and text, sort by key or date, limit/offset) from the rows. */
export function demoPage(rows: readonly DemoTooltip[], query: Record<string, string>): Page<DemoTooltip> {
  const search = query.search?.toLowerCase();
  const found = search
    ? rows.filter((row) => row.key.includes(search) || row.text.toLowerCase().includes(search))
    : [...rows];
  if (query.sort === 'key' || query.sort === 'updatedAt') {
    const key = query.sort;
    found.sort((a, b) => a[key].localeCompare(b[key]));
    if (query.dir === 'desc') found.reverse();
  }
  const limit = Number(query.limit ?? 25);
  const offset = Number(query.offset ?? 0);
  return { items: found.slice(offset, offset + limit), total: found.length, limit, offset };
}

/** A theme-like JSON schema exercising every widget. */
export const DEMO_THEME_SCHEMA = {
  type: 'object',
  required: ['code', 'name', 'primary'],
  additionalProperties: false,
  properties: {
    code: {
      type: 'string',
      title: 'Code',
      description: 'Lower-case letters and digits; used in URLs.',
      pattern: '^[a-z0-9]+$',
      maxLength: 32,
    },
    name: { type: 'string', title: 'Display name', minLength: 1, maxLength: 80 },
    primary: { type: 'string', title: 'Primary colour', pattern: '^#[0-9a-fA-F]{6}$' },
    chartColors: {
      type: 'array',
      title: 'Chart colours',
      description: 'In the order the charts use them.',
      items: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    },
    logo: { type: 'string', title: 'Logo', description: 'PNG, JPEG, WebP or SVG up to 2 MB.' },
    font: { type: 'string', title: 'Font', enum: ['Inter', 'Roboto', 'Source Sans 3'] },
    maxUsers: { type: 'integer', title: 'Seats', minimum: 1, maximum: 500 },
    footer: { type: 'string', title: 'Footer text', maxLength: 400 },
    isDefault: { type: 'boolean', title: 'Default theme', description: 'Used when a host names no theme.' },
  },
} as const;
