/** Who a binary export is about: the advertiser's name and its agency's brand, for file names and headers. */
import type { SessionUser } from '../../domain/user';
import type { ServiceContext } from '../kernel/context';
import type { ReportBrand } from './report';

export interface ExportSubject {
  advertiserName: string;
  brand: ReportBrand;
}

/**
 * The advertiser's name and agency brand. Call it only after the caller was admitted to the advertiser (the
 * JSON call's opening does that); it does no tenancy check of its own.
 */
export async function exportSubject(ctx: ServiceContext, advertiserId: number): Promise<ExportSubject> {
  const row = await ctx.db
    .selectFrom('advertisers')
    .innerJoin('agencies', 'agencies.id', 'advertisers.agency_id')
    .select(['advertisers.name', 'agencies.name as agency_name', 'agencies.theme_code'])
    .where('advertisers.id', '=', advertiserId)
    .executeTakeFirstOrThrow();
  const theme = await ctx.themes.get(row.theme_code);
  return {
    advertiserName: row.name,
    brand: {
      agencyName: row.agency_name,
      primaryColor: theme.colors.primary,
      onPrimaryColor: theme.colors.toolbarText,
      fontFamily: theme.font,
    },
  };
}

/** Who an agency-wide export is from: the caller's active agency and its brand. */
export interface AgencyExportSubject {
  agencyName: string;
  brand: ReportBrand;
}

/**
 * The caller's active agency name and brand (its portalTheme), for exports over every advertiser the caller sees
 * rather than one; without an active agency, the theme's company name.
 */
export async function agencySubject(ctx: ServiceContext, user: SessionUser): Promise<AgencyExportSubject> {
  const theme = await ctx.themes.get(user.portalTheme);
  const agencyName = user.active_agency_name ?? theme.companyName;
  return {
    agencyName,
    brand: {
      agencyName,
      primaryColor: theme.colors.primary,
      onPrimaryColor: theme.colors.toolbarText,
      fontFamily: theme.font,
    },
  };
}
