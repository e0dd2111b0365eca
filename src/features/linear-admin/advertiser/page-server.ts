/** The stubbed server of an advertiser's page (tests): every read answered, writes left to the test. */
import { NO_ACTIVE_PRODUCTS } from '../../../domain/messages';
import { jsonResponse } from '../../../../tests/stub-fetch';
import { advertiserInfo, contact } from '../fixtures';
import { fakeServer, type Call } from '../testing';
import type { AdvertiserInfo, Contact } from '../types';

export interface PageAnswers {
  advertiser?: AdvertiserInfo;
  contacts?: Contact[];
  /** null: the server's 404 'No currently active products were found'. */
  products?: { code: string; name: string; activeCampaigns?: number }[] | null;
  write?(call: Call): Response | undefined;
}

export const ID = 10000001;

export function pageServer(answers: PageAnswers = {}): { calls: Call[] } {
  const advertiser = answers.advertiser ?? advertiserInfo();
  return fakeServer((call) => {
    if (call.method !== 'GET') return answers.write?.(call);
    if (call.path === '/api/getAdvertiserInfo')
      return jsonResponse({
        advertiser,
        stations: [{ id: 101, name: 'WNTH', call_sign: 'WNTH' }],
        subagencies: [{ id: 11, name: 'North Region' }],
      });
    if (call.path === `/api/getContacts/${ID}`)
      return jsonResponse({
        contacts: answers.contacts ?? [
          contact(),
          contact({
            id: 502,
            name: 'Ted Tech',
            type: 'technical',
            type_label: 'Customer Technical Contact',
            number: 1,
          }),
        ],
      });
    if (call.path === `/api/getProductsForAdvertiser/${ID}`)
      return answers.products === null
        ? jsonResponse({ error: NO_ACTIVE_PRODUCTS }, 404)
        : jsonResponse(answers.products ?? [{ code: 'OTT', name: 'CTV', activeCampaigns: 2 }]);
    if (call.path === '/api/campaign/search')
      return jsonResponse({
        campaigns: [
          {
            id: 9001,
            name: 'Spring CTV',
            friendly_name: null,
            campaign_type: 'OTT',
            advertiser_id: ID,
            start_date: '2026-03-01',
            end_date: '2026-05-31',
            status: 'Live',
          },
        ],
        total: 1,
      });
    return undefined;
  });
}
