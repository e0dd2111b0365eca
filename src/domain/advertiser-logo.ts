/** Who may set an advertiser's own logo (POST /api/uploadCustomLogo), read by the server route and the menu. */
import { AREA_RIGHTS, type RightsRequirement } from './rights';

/**
 * Advertiser managers (SCREEN_ADVERTISER_MGMT) or agency admins (AGENCY_ADMIN), within the advertisers their
 * tenancy shows them; superusers always. The advertiser admin screen (issue 22) will host the control too.
 */
export const ADVERTISER_LOGO_RIGHTS: RightsRequirement = [
  ...AREA_RIGHTS.advertiserAdmin,
  ...AREA_RIGHTS.agencySettings,
];
