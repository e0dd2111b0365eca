/**
 * Site Impact keys (e-mail campaigns, cache-first lookups, and programmatic geo campaigns), CallRail, and the
 * server-paged REST sources (LinkedIn, YouTube TV) as the setup screens pick and save them (issue 26; 001 §7, §9).
 */
import type { ApolloClient } from '@apollo/client';
import { tacticDisplayName } from '../../domain/tactics';
import {
  AddSiteImpactConnectorDocument,
  SiteImpactCampaignsDocument,
  SiteImpactConnectionsDocument,
} from '../__generated__/graphql';
import { fetchList, listOf } from '../connectors';
import { isRecord, type JsonRecord } from '../narrow';
import { apiFetch, jsonBody } from '../rest-client';
import { pageLocally, read, str, type PickItem, type PickKey, type SourceAdapter } from './types';

async function siteImpactKeys(client: ApolloClient, advertiserId: number): Promise<PickKey[]> {
  const data = await read(client, SiteImpactConnectionsDocument, 'SiteImpactConnections', {
    id: advertiserId,
    allPossible: true,
  });
  return (data?.getSiteImpactConnections ?? []).map((k) => ({ id: k.Id, name: `${k.Name} (…${k.ApiKey.slice(-4)})` }));
}

type ImpactSource = 'email-impact' | 'site-impact';

/**
 * The advertiser's live links of each Site Impact source, from the sync status (its links name their source;
 * getSiteImpactConnector lists both sources' links without saying which is which).
 */
async function impactLinks(advertiserId: number): Promise<Record<ImpactSource, PickItem[]>> {
  const sources = listOf(await apiFetch(`/api/connectors/sync/status?advertiserId=${advertiserId}`));
  const of = (source: ImpactSource): PickItem[] =>
    (sources.find((s) => s.source === source)?.links as JsonRecord[] | undefined)
      ?.filter(isRecord)
      .map((l) => ({ id: str(l, 'externalId'), name: str(l, 'name'), linked: true })) ?? [];
  return { 'email-impact': of('email-impact'), 'site-impact': of('site-impact') };
}

/**
 * One Site Impact source's picker: its own links are ticked; a save sends them with the other source's links,
 * since addSiteImpactConnector makes the advertiser's links of BOTH sources exactly the ids it is sent.
 */
function impactOf(source: ImpactSource, other: ImpactSource) {
  return {
    keys: siteImpactKeys,
    async linked(_client: ApolloClient, advertiserId: number) {
      return (await impactLinks(advertiserId))[source];
    },
    async save(client: ApolloClient, advertiserId: number, selected: PickItem[]) {
      const kept = (await impactLinks(advertiserId))[other].map((i) => i.id);
      await client.mutate({
        mutation: AddSiteImpactConnectorDocument,
        variables: { id: advertiserId, campaignIds: [...new Set([...selected.map((i) => i.id), ...kept])] },
      });
    },
  };
}

export const emailImpact: SourceAdapter = {
  mode: 'list',
  ...impactOf('email-impact', 'site-impact'),
  async list(client, advertiserId, query) {
    if (!query.keyId) return { items: [], total: 0 };
    const data = await read(client, SiteImpactCampaignsDocument, 'SiteImpactCampaigns', {
      id: advertiserId,
      keyId: query.keyId,
      allPossible: true,
    });
    const items = (data?.getSiteImpactCampaigns ?? []).map((c) => ({
      id: c.CampaignId,
      name: c.CampaignName,
      detail: `${c.FromLine} · ${c.SubjectLine}`,
      linked: false,
    }));
    return pageLocally(items, query);
  },
};

export const siteImpact: SourceAdapter = {
  mode: 'list',
  ...impactOf('site-impact', 'email-impact'),
  async list(_client, advertiserId, query) {
    if (!query.keyId) return { items: [], total: 0 };
    const rows = await fetchList(`/api/siteimpactCampaigns/${advertiserId}/${encodeURIComponent(query.keyId)}/true`);
    // The key's answer holds its e-mail campaigns too: those belong to the e-mail impact source.
    const items = rows
      .filter((r) => str(r, 'CampaignType', 'campaignType').startsWith('SIMP'))
      .map((r) => ({
        id: str(r, 'CampaignId', 'id'),
        name: str(r, 'CampaignName', 'name'),
        detail: tacticDisplayName(str(r, 'CampaignType', 'campaignType')),
        linked: r.connected === true,
      }));
    return pageLocally(items, query);
  },
};

function restItems(rows: readonly JsonRecord[], linked: boolean): PickItem[] {
  return rows.map((r) => ({
    id: str(r, 'id', 'campaignId', 'campaign_id'),
    name: str(r, 'name', 'campaignName'),
    detail: str(r, 'accountName', 'companyName', 'accountId') || undefined,
    linked: linked || r.connected === true,
  }));
}

/** LinkedIn and YouTube TV: campaigns paged on the server with search, limit and offset. */
export function pagedRest(prefix: string): SourceAdapter {
  return {
    mode: 'list',
    async linked(_client, advertiserId) {
      return restItems(await fetchList(`${prefix}/connected/${advertiserId}`), true);
    },
    async list(_client, advertiserId, query) {
      const params = new URLSearchParams({
        search: query.search,
        limit: String(query.limit),
        offset: String(query.offset),
      });
      const body = await apiFetch(`${prefix}/campaigns/available/${advertiserId}?${params.toString()}`);
      const rows = listOf(body);
      const total = isRecord(body) && typeof body.total === 'number' ? body.total : query.offset + rows.length;
      return { items: restItems(rows, false), total };
    },
    async save(_client, advertiserId, selected) {
      await apiFetch(
        `${prefix}/advertiser/connect/${advertiserId}`,
        jsonBody('POST', { campaignIds: selected.map((i) => i.id) }),
      );
    },
  };
}

const CALL_RAIL = '/api/connectors/call-rail';

export const callRail: SourceAdapter = {
  mode: 'list',
  async linked(_client, advertiserId) {
    return restItems(await fetchList(`${CALL_RAIL}/connected/${advertiserId}`), true);
  },
  async list(_client, advertiserId, query) {
    return pageLocally(restItems(await fetchList(`${CALL_RAIL}/campaigns/available/${advertiserId}`), false), query);
  },
  async save(_client, advertiserId, selected) {
    const done = await apiFetch(
      `${CALL_RAIL}/advertiser/connect/${advertiserId}`,
      jsonBody('POST', { campaignIds: selected.map((i) => i.id) }),
    );
    if (done === false) throw new Error('false');
  },
};
