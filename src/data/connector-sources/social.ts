/**
 * Social ads and insights as the setup screen picks and saves them (issue 26; 001 §3, §7): the campaigns of the
 * agency's ad accounts (SOCIAL, getFacebookData) and the pages of its grants (FBINSIGHTS, getFacebookPages), both
 * read without cache and saved together as user_id/campaign_id and user_id/page_id pairs.
 */
import type { ApolloClient } from '@apollo/client';
import { MESSAGES } from '../../domain/messages';
import { FacebookDataDocument, FacebookPagesDocument } from '../__generated__/graphql';
import { apiFetch, jsonBody } from '../rest-client';
import { pageLocally, read, type PickItem, type SourceAdapter } from './types';

const PAIR = ':';
/** Marks a page's item id, so a save can tell pages from campaigns. */
const PAGE = 'page:';

async function facebookItems(client: ApolloClient, advertiserId: number): Promise<PickItem[]> {
  // `ppid` is the advertiser; `id` would name an agency, left out so the advertiser's agency is used.
  const [data, pages] = await Promise.all([
    read(client, FacebookDataDocument, 'FacebookData', { ppid: advertiserId }),
    read(client, FacebookPagesDocument, 'FacebookPages', { id: advertiserId }),
  ]);
  const campaigns = (data?.getFacebookData ?? []).flatMap((account) =>
    account.campaigns.map((c) => ({
      id: `${account.user_id}${PAIR}${c.campaign_id}`,
      name: c.name,
      detail: c.campaign_id,
      group: account.name,
      linked: c.connected,
    })),
  );
  const pageItems = (pages?.getFacebookPages ?? []).map((p) => ({
    id: `${PAGE}${p.user_id}${PAIR}${p.id}`,
    name: p.name,
    detail: p.id,
    group: MESSAGES.clFacebookPages,
    linked: p.connected,
  }));
  return [...campaigns, ...pageItems];
}

function pairOf(id: string): [string, string] {
  const at = id.indexOf(PAIR);
  return [id.slice(0, at), id.slice(at + 1)];
}

export const facebook: SourceAdapter = {
  mode: 'list',
  async linked(client, advertiserId) {
    return (await facebookItems(client, advertiserId)).filter((i) => i.linked);
  },
  async list(client, advertiserId, query) {
    return pageLocally(await facebookItems(client, advertiserId), query);
  },
  async save(_client, advertiserId, selected) {
    const campaigns: { user_id: string; campaign_id: string }[] = [];
    const pages: { user_id: string; page_id: string }[] = [];
    for (const item of selected)
      if (item.id.startsWith(PAGE)) {
        const [user_id, page_id] = pairOf(item.id.slice(PAGE.length));
        pages.push({ user_id, page_id });
      } else {
        const [user_id, campaign_id] = pairOf(item.id);
        campaigns.push({ user_id, campaign_id });
      }
    // Pages are always sent, so unticking the last page unlinks it (the server keeps pages as they are when absent).
    await apiFetch(`/api/saveFacebookConnector/${advertiserId}`, jsonBody('POST', { campaigns, pages }));
  },
};
