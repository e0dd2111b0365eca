/** The campaign options menu's management entries (issue 23), for campaign admins and never for guests. */
import type { CampaignActionId } from './actions';
import { LABELS, MENU_LABELS } from './texts';

/** The screens the menu links to. */
export type CampaignAdminLink = 'viewArchive' | 'hiddenCampaigns' | 'history';

export type CampaignAdminOption = CampaignActionId | CampaignAdminLink;

export interface CampaignAdminEntry {
  id: CampaignAdminOption;
  label: string;
}

/** In menu order: the dialogs, then the screens. */
export const CAMPAIGN_ADMIN_ENTRIES: readonly CampaignAdminEntry[] = [
  ...(Object.keys(MENU_LABELS) as (keyof typeof MENU_LABELS)[]).map((id) => ({ id, label: MENU_LABELS[id] })),
  { id: 'viewArchive', label: LABELS.viewArchive },
  { id: 'hiddenCampaigns', label: LABELS.hiddenCampaigns },
  { id: 'history', label: LABELS.history },
];

/** Whether an entry opens a screen rather than a dialog. */
export function isAdminLink(option: string): option is CampaignAdminLink {
  return option === 'viewArchive' || option === 'hiddenCampaigns' || option === 'history';
}

/** Whether an entry is a management dialog. */
export function isAdminAction(option: string): option is CampaignActionId {
  return option in MENU_LABELS;
}

/** The path of a screen entry: the history is the campaign's (the single one on screen). */
export function adminLinkPath(link: CampaignAdminLink, campaignId: number | undefined, advertiserId?: number): string {
  if (link === 'history') return `/campaigns/${campaignId ?? ''}/history`;
  if (link === 'viewArchive')
    return advertiserId ? `/campaigns/archive?advertiserId=${advertiserId}` : '/campaigns/archive';
  return '/campaigns/hidden';
}
