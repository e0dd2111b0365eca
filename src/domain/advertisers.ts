import { DEMO_ADVERTISER_ID } from './constants';
import { hasPermissions, type PermissionSubject } from './permissions';
import { RIGHTS } from './rights';

/** An advertiser as lists carry it: by `id`, or by `propertyId` in some responses (001 §3). */
export interface AdvertiserRef {
  id?: number | string | null;
  propertyId?: number | string | null;
}

/** Whether an advertiser is the demo advertiser (88888888), whichever id field carries it. */
export function isDemoAdvertiser(advertiser: AdvertiserRef): boolean {
  const id = advertiser.id ?? advertiser.propertyId;
  return id != null && Number(id) === DEMO_ADVERTISER_ID;
}

/** Client search results the user may see: the demo advertiser is removed without SHOW_DEMO_ADVERTISER. */
export function visibleAdvertisers<T extends AdvertiserRef>(list: readonly T[], user: PermissionSubject | null): T[] {
  if (hasPermissions(user, [RIGHTS.SHOW_DEMO_ADVERTISER])) return [...list];
  return list.filter((advertiser) => !isDemoAdvertiser(advertiser));
}
