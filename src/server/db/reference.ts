import { ALL_RIGHTS, ROLES } from '../../domain/rights';
import { ALL_CAMPAIGN_TYPES, tacticDisplayName, tacticGroup } from '../../domain/tactics';
import {
  AGENCY_PALETTES,
  DEFAULT_CHART_COLORS,
  DEFAULT_THEME_COLORS,
  type ThemeFont,
  type ThemeRecord,
} from '../../domain/theme';
import { loadGeoReference } from '../geo/reference';
import type { Db } from './database';

/** Products whose dashboards can show one campaign at a time (AllowSingleCampaignView). */
const SINGLE_CAMPAIGN_VIEW = new Set([
  'OTT',
  'PREROLL',
  'DISPLAY',
  'VIDEO',
  'SOCIAL',
  'SEM',
  'AUDIO',
  'SIMPGEOFENCE',
  'TRUGEOFENCE',
]);

const RIGHT_DESCRIPTIONS: Record<string, string> = {
  SCREEN_USER_MGMT: 'Manage users',
  MANAGE_SYSTEM: 'System administration',
  SCREEN_AGENCY_MGMT: 'Manage agencies',
  SCREEN_ADVERTISER_MGMT: 'Manage advertisers (linear admin)',
  AGENCY_READ_SCHEDULED_REPORT: 'Read scheduled reports of the agency',
  READ_SCHEDULED_REPORT: 'Read scheduled reports of an advertiser',
  SHOW_ORDER_SUMMARY_VIEW: 'See the orders screens',
  AGENCY_ADMIN: 'Agency administrator',
  SHOW_DEMO_ADVERTISER: 'See the demo advertiser',
};

interface Brand {
  code: string;
  name: string;
  companyId: number | null;
  font: ThemeFont;
  palette: { primary: string; toolbar: string; toolbarText: string; chartColors: readonly string[] };
}

const BRANDS: Brand[] = [
  {
    code: 'agency',
    name: 'Sightline',
    companyId: null,
    font: 'Roboto',
    palette: { ...DEFAULT_THEME_COLORS, chartColors: DEFAULT_CHART_COLORS },
  },
  { code: 'compulse', name: 'Compulse Media', companyId: 1, font: 'Montserrat', palette: AGENCY_PALETTES.compulse },
  { code: 'sbg', name: 'SBG Advertising', companyId: 2, font: 'Lato', palette: AGENCY_PALETTES.sbg },
  { code: 'demo', name: 'Demo Agency', companyId: 3, font: 'Roboto', palette: AGENCY_PALETTES.demo },
];

export function buildTheme(brand: Brand): ThemeRecord {
  const host = brand.code === 'agency' ? 'sightline' : brand.code;
  return {
    name: brand.name,
    code: brand.code,
    companyId: brand.companyId,
    companyName: brand.name,
    rootDomain: `${host}.localhost`,
    parentAgency: null,
    domains: {
      production: `${host}.sightline.example`,
      staging: `${host}.staging.sightline.example`,
      dev: `${host}.dev.sightline.example`,
      local: `${host}.localhost`,
    },
    logo: `/brand/${brand.code}/logo.svg`,
    favicon: `/brand/${brand.code}/favicon.svg`,
    font: brand.font,
    colors: {
      ...DEFAULT_THEME_COLORS,
      primary: brand.palette.primary,
      toolbar: brand.palette.toolbar,
      toolbarText: brand.palette.toolbarText,
    },
    chartColors: [...brand.palette.chartColors],
    pieChart: { innerRadius: 45, outerRadius: 75, showLabels: true },
    mapPolygon: {
      fill: brand.palette.primary,
      stroke: '#ffffff',
      highlight: brand.palette.chartColors[1] ?? '#ffc107',
      opacity: 0.75,
    },
  };
}

/** Rights, roles, products, themes and geography: needed by every database, production included. Idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const code of ALL_RIGHTS) {
      await trx
        .insertInto('rights')
        .values({ code, description: RIGHT_DESCRIPTIONS[code] ?? code })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    for (const role of ROLES) {
      await trx
        .insertInto('roles')
        .values({ code: role.code, label: role.label })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    for (const code of ALL_CAMPAIGN_TYPES) {
      const product = {
        code,
        name: tacticDisplayName(code),
        tactic_group: tacticGroup(code) ?? 'Programmatic',
        allow_single_campaign_view: SINGLE_CAMPAIGN_VIEW.has(code) ? 1 : 0,
      };
      await trx
        .insertInto('products')
        .values(product)
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
    for (const brand of BRANDS) {
      const record = JSON.stringify(buildTheme(brand));
      await trx
        .insertInto('themes')
        .values({ code: brand.code, record })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    }
  });
  await loadGeoReference(db);
}
