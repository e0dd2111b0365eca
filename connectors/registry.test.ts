/**
 * The connector registry's contract (issue 26): every source of 001 §1 is one folder and one line of the index, with
 * a manifest whose facts hold together, the catalogue operations it serves, fixtures and a story of its link panel.
 * The server half (an adapter per source, every REST operation routed) is checked by tests/api/connectors-registry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINKING_SOURCES } from '../src/domain/account-linking';
import { CONNECTOR_IDS, CREDENTIAL_KINDS, CREDENTIAL_PROVIDERS } from '../src/domain/connectors';
import { ALL_CAMPAIGN_TYPES } from '../src/domain/tactics';
import { CONNECTOR_LIST, CONNECTORS } from './index';

const HERE = import.meta.dirname;
const SCHEMA = fs.readFileSync(path.join(HERE, '../schemas/graphql/connectors.graphql'), 'utf8');

/** Operation names declared in the connectors' GraphQL schema (fields of the Query and Mutation extensions). */
function schemaOperations(): string[] {
  const names: string[] = [];
  for (const block of SCHEMA.matchAll(/extend type (?:Query|Mutation) \{([\s\S]*?)\n\}/g)) {
    for (const line of block[1]!.split('\n')) {
      const match = /^ {2}(\w+)[(:]/.exec(line);
      if (match) names.push(match[1]!);
    }
  }
  return names;
}

describe('connector registry', () => {
  it('has one folder and one index entry per source, in catalogue order', () => {
    const folders = fs
      .readdirSync(HERE, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...CONNECTOR_IDS].sort());
    expect(CONNECTOR_LIST.map((m) => m.id)).toEqual([...CONNECTOR_IDS]);
  });

  it.each(CONNECTOR_IDS.map((id) => [id]))('%s: its manifest holds together', (id) => {
    const manifest = CONNECTORS[id];
    expect(manifest.id).toBe(id);
    expect(manifest.title.length).toBeGreaterThan(0);
    expect(CREDENTIAL_PROVIDERS).toContain(manifest.provider);
    // OAuth sources ask for scopes; key and account sources have none to ask.
    if (CREDENTIAL_KINDS[manifest.provider] === 'oauth') expect(manifest.scopes.length).toBeGreaterThan(0);
    else expect(manifest.scopes).toEqual([]);
    for (const section of manifest.linkingSections) expect(LINKING_SOURCES).toContain(section);
    expect(manifest.campaignTypes.length).toBeGreaterThan(0);
    for (const type of manifest.campaignTypes) expect(ALL_CAMPAIGN_TYPES).toContain(type);
    expect(manifest.objects.length).toBeGreaterThan(0);
    expect(manifest.operations.length).toBeGreaterThan(0);
    expect(manifest.budget.requestsPerMinute).toBeGreaterThan(0);
    expect(manifest.budget.backfillDays).toBeGreaterThan(0);
    expect(manifest.freshness.errorHours).toBeGreaterThan(manifest.freshness.warnHours);
  });

  it.each(CONNECTOR_IDS.map((id) => [id]))('%s: has an adapter, a link panel and its story over the fixtures', (id) => {
    for (const file of ['LinkPanel.tsx', 'LinkPanel.stories.tsx', 'server/provider.ts']) {
      expect(fs.existsSync(path.join(HERE, id, file)), `${id}/${file}`).toBe(true);
    }
    // The stories render against the shared sandbox-like answers (connectors/fixtures.ts).
    const story = fs.readFileSync(path.join(HERE, id, 'LinkPanel.stories.tsx'), 'utf8');
    expect(story).toContain("from '../fixtures'");
  });

  it('serves every GraphQL operation of the connectors schema exactly once', () => {
    const claimed = CONNECTOR_LIST.flatMap((m) => m.operations.filter((op) => !op.includes(' ')));
    expect([...claimed].sort()).toEqual(schemaOperations().sort());
    expect(new Set(claimed).size).toBe(claimed.length);
  });

  it('names REST operations as METHOD /api/path', () => {
    for (const manifest of CONNECTOR_LIST) {
      for (const op of manifest.operations.filter((o) => o.includes(' '))) {
        expect(op).toMatch(/^(GET|POST|PATCH|PUT|DELETE) \/api\/\S+$/);
      }
    }
  });

  it('covers every linking section of 001 §3', () => {
    const sections = new Set(CONNECTOR_LIST.flatMap((m) => m.linkingSections));
    expect([...sections].sort()).toEqual([...LINKING_SOURCES].sort());
  });
});
