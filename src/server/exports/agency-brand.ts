/**
 * An agency's brand for a printed document that is about no advertiser (the sales proposal): its name, theme
 * colours and font, its uploaded logo as a data: URI (the page makes no requests), and its time zone for dates.
 */
import type { ServiceContext } from '../kernel/context';
import { AppError } from '../kernel/errors';
import type { ReportBrand } from './report';

/** A theme's logo when it is an uploaded picture (stored in `images`). */
export interface ThemeLogo {
  /** The picture as a data: URI. */
  uri: string;
  /** Its bytes when it is a PNG (the PPTX decks embed only PNG). */
  png: Buffer | null;
}

/** The logo of a theme when the theme has an uploaded picture, else null (a built-in path is not embedded). */
export async function themeLogo(ctx: ServiceContext, themeCode: string): Promise<ThemeLogo | null> {
  const theme = await ctx.themes.get(themeCode);
  const match = /^\/api\/images\/([0-9a-f]{8,64})\.\w+$/.exec(theme.logo);
  if (!match) return null;
  const image = await ctx.db
    .selectFrom('images')
    .select(['content_type', 'bytes'])
    .where('id', '=', match[1]!)
    .executeTakeFirst();
  if (!image) return null;
  const bytes = Buffer.from(image.bytes as Uint8Array);
  return {
    uri: `data:${image.content_type};base64,${bytes.toString('base64')}`,
    png: image.content_type === 'image/png' ? bytes : null,
  };
}

/** What a branded page needs of its agency. */
export interface AgencyBrand {
  brand: ReportBrand;
  logoDataUri: string | null;
  /** IANA zone the agency's dates are written in. */
  timeZone: string;
}

/** The brand of an agency by id; 404 when it does not exist (callers pass an agency they were admitted to). */
export async function agencyBrand(ctx: ServiceContext, agencyId: number): Promise<AgencyBrand> {
  const row = await ctx.db
    .selectFrom('agencies')
    .select(['name', 'theme_code', 'time_zone'])
    .where('id', '=', agencyId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'notFound');
  const [theme, logo] = await Promise.all([ctx.themes.get(row.theme_code), themeLogo(ctx, row.theme_code)]);
  return {
    brand: {
      agencyName: row.name,
      primaryColor: theme.colors.primary,
      onPrimaryColor: theme.colors.toolbarText,
      fontFamily: theme.font,
    },
    logoDataUri: logo?.uri ?? null,
    timeZone: row.time_zone,
  };
}
