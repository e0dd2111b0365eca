/**
 * The rules of the themes area (white labels, 000 §3 Theme): list, read, create, update with a compare-and-set on
 * the version, delete (refused for the default theme and while an agency uses it), logo and favicon uploads. Every
 * write is audited in its own transaction and makes this instance's ThemeStore forget the theme, so the next
 * /api/auth, share payload, export and drawn logo use it at once (other instances within their 60 s cache).
 */
import type { Kysely, Transaction } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_THEME_CODE, type ThemeRecord } from '../../../domain/theme';
import type { ThemeDetail, ThemeListItem } from '../../../domain/theme-admin';
import type { AuditActor, AuditEntry } from '../../audit/audit-log';
import type { Database } from '../../db/schema';
import type { ServiceContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';
import { listWindow, page, type Page } from '../../kernel/listing';
import { cleanImage, readImageUpload, storeImage } from '../../uploads/images';
import * as q from './queries';
import { parseThemeRecord, UPLOAD_VERSION_FIELD, type ThemeInput, type ThemeSortKey } from './schemas';

/** Which picture of a theme an upload replaces. */
export type ThemeImage = 'logo' | 'favicon';

/** Theme records are written only by reference seeding and this service, both from validated ThemeRecord values. */
const recordOf = (row: q.ThemeRow): ThemeRecord => ({ ...(JSON.parse(row.record) as ThemeRecord), code: row.code });

const compare = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);

export class ThemeService {
  constructor(private readonly ctx: ServiceContext) {
    ctx.audit.onRevert('themes', (entry, trx, actor) => this.revert(entry, trx, actor));
  }

  /** A page of themes; the search matches code, name, company name and root domain. */
  async list(query: {
    limit?: number;
    offset?: number;
    sort?: ThemeSortKey;
    dir?: 'asc' | 'desc';
    search?: string;
  }): Promise<Page<ThemeListItem>> {
    const { limit, offset, sort, dir, search } = listWindow(query, 'name');
    const [rows, agencies] = await Promise.all([q.allThemes(this.ctx.db), q.agenciesUsing(this.ctx.db)]);
    const needle = search.toLowerCase();
    const items = rows
      .map((row) => itemOf(row, agencies))
      .filter((item) =>
        [item.code, item.name, item.companyName, item.rootDomain].some((text) => text.toLowerCase().includes(needle)),
      );
    const key = (item: ThemeListItem): string | number =>
      sort === 'agencies'
        ? item.agencies.length
        : sort === 'updatedAt'
          ? (item.updatedAt ?? '')
          : item[sort].toLowerCase();
    items.sort((a, b) => (dir === 'asc' ? 1 : -1) * compare(key(a), key(b)) || compare(a.code, b.code));
    return page(items.slice(offset, offset + limit), items.length, limit, offset);
  }

  async get(code: string): Promise<ThemeDetail> {
    const row = await q.themeRow(this.ctx.db, code);
    if (!row) throw new AppError(404, 'themeNotFound');
    return this.detailOf(row);
  }

  async create(actor: AuditActor, input: ThemeInput): Promise<ThemeDetail> {
    const code = input.code;
    if (!code) throw new AppError(400, 'themeCodeMissing');
    const theme = recordFrom(code, input);
    await this.ctx.db.transaction().execute(async (trx) => {
      if (await q.themeRow(trx, code)) throw new AppError(409, 'themeExists', { params: { code } });
      await q.insertTheme(trx, code, JSON.stringify(theme), this.stamp(actor));
      await this.audit(trx, actor, code, 'create', null, theme);
    });
    return this.afterWrite(code);
  }

  async update(actor: AuditActor, code: string, input: ThemeInput): Promise<ThemeDetail> {
    if (input.version === undefined) throw new AppError(400, 'themeVersionMissing');
    const theme = recordFrom(code, input);
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.current(trx, code, input.version!);
      await this.write(trx, actor, code, theme, input.version!);
      await this.audit(trx, actor, code, 'update', recordOf(before), theme);
    });
    return this.afterWrite(code);
  }

  async remove(actor: AuditActor, code: string): Promise<void> {
    if (code === DEFAULT_THEME_CODE) throw new AppError(409, 'themeDefaultUndeletable', { params: { code } });
    await this.ctx.db.transaction().execute(async (trx) => {
      const row = await q.themeRow(trx, code);
      if (!row) throw new AppError(404, 'themeNotFound');
      await refuseInUse(trx, code);
      await q.deleteTheme(trx, code);
      await this.audit(trx, actor, code, 'delete', recordOf(row), null);
    });
    this.ctx.themes.forget(code);
  }

  /** Stores an uploaded picture (the shared image pipeline) and makes it the theme's logo or favicon. */
  async upload(actor: AuditActor, code: string, which: ThemeImage, request: FastifyRequest): Promise<ThemeDetail> {
    if (!(await q.themeRow(this.ctx.db, code))) throw new AppError(404, 'themeNotFound');
    // Read and re-encoded before the transaction, which then holds no lock while a slow upload streams in.
    const { bytes, fields } = await readImageUpload(request);
    const image = await cleanImage(bytes);
    await this.ctx.db.transaction().execute(async (trx) => {
      const path = await storeImage(trx, image, actor.email, this.ctx.now);
      const held = fields[UPLOAD_VERSION_FIELD];
      const expected = held !== undefined && /^\d{1,9}$/.test(held) ? Number(held) : null;
      const row = await this.current(trx, code, expected);
      const before = recordOf(row);
      const after = { ...before, [which]: path };
      await this.write(trx, actor, code, after, expected ?? row.version);
      await this.audit(trx, actor, code, which === 'logo' ? 'uploadLogo' : 'uploadFavicon', before, after);
    });
    return this.afterWrite(code);
  }

  /** Puts a theme back to an audit entry's `before` (a creation's revert deletes the theme). */
  private async revert(
    entry: AuditEntry,
    trx: Transaction<Database>,
    actor: AuditActor,
  ): Promise<{ before: unknown; after: unknown }> {
    const code = entry.objectId;
    const row = await q.themeRow(trx, code);
    const current = row ? recordOf(row) : null;
    if (entry.before === null) {
      if (code === DEFAULT_THEME_CODE) throw new AppError(409, 'themeDefaultUndeletable', { params: { code } });
      if (row) {
        await refuseInUse(trx, code);
        await q.deleteTheme(trx, code);
      }
      this.ctx.themes.forget(code);
      return { before: current, after: null };
    }
    const restored = parseThemeRecord(entry.before, code);
    if (!restored) throw new AppError(409, 'themeRevertInvalid');
    if (row) await q.replaceTheme(trx, code, JSON.stringify(restored), this.stamp(actor), null);
    else await q.insertTheme(trx, code, JSON.stringify(restored), this.stamp(actor));
    this.ctx.themes.forget(code);
    return { before: current, after: restored };
  }

  /** The theme's row, refused with 409 (naming who changed it) when its version is no longer `expected`. */
  private async current(trx: Kysely<Database>, code: string, expected: number | null): Promise<q.ThemeRow> {
    const row = await q.themeRow(trx, code);
    if (!row) throw new AppError(404, 'themeNotFound');
    if (expected !== null && row.version !== expected) throw conflict(row);
    return row;
  }

  private async write(
    trx: Kysely<Database>,
    actor: AuditActor,
    code: string,
    theme: ThemeRecord,
    expected: number,
  ): Promise<void> {
    if (!(await q.replaceTheme(trx, code, JSON.stringify(theme), this.stamp(actor), expected))) {
      // Another editor's write landed between the read and this one.
      const row = await q.themeRow(trx, code);
      throw row ? conflict(row) : new AppError(404, 'themeNotFound');
    }
  }

  private audit(
    trx: Kysely<Database>,
    actor: AuditActor,
    code: string,
    action: string,
    before: ThemeRecord | null,
    after: ThemeRecord | null,
  ): Promise<number> {
    return this.ctx.audit.write(trx, {
      actor,
      agencyId: null,
      area: 'themes',
      objectType: 'theme',
      objectId: code,
      objectLabel: (after ?? before)?.name ?? code,
      action,
      before: before ?? undefined,
      after: after ?? undefined,
    });
  }

  private async afterWrite(code: string): Promise<ThemeDetail> {
    this.ctx.themes.forget(code);
    return this.get(code);
  }

  private async detailOf(row: q.ThemeRow): Promise<ThemeDetail> {
    const agencies = await q.agenciesUsing(this.ctx.db, [row.code]);
    return {
      theme: recordOf(row),
      version: row.version,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      agencies: agencies.map(({ id, name }) => ({ id, name })),
    };
  }

  private stamp(actor: AuditActor): q.Stamp {
    return { by: actor.email, at: new Date(this.ctx.now()).toISOString() };
  }
}

function itemOf(row: q.ThemeRow, agencies: q.AgencyUse[]): ThemeListItem {
  const theme = recordOf(row);
  return {
    code: row.code,
    name: theme.name,
    companyName: theme.companyName,
    rootDomain: theme.rootDomain,
    primary: theme.colors.primary,
    logo: theme.logo,
    agencies: agencies.filter((a) => a.theme_code === row.code).map(({ id, name }) => ({ id, name })),
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The stored record of an editor's input: the fields of the shared schema, in its order, and the code. */
function recordFrom(code: string, input: ThemeInput): ThemeRecord {
  return {
    name: input.name,
    code,
    companyId: input.companyId,
    companyName: input.companyName,
    rootDomain: input.rootDomain,
    parentAgency: input.parentAgency,
    domains: { ...input.domains },
    logo: input.logo,
    favicon: input.favicon,
    font: input.font,
    colors: { ...input.colors },
    chartColors: [...input.chartColors],
    pieChart: { ...input.pieChart },
    mapPolygon: { ...input.mapPolygon },
  };
}

async function refuseInUse(trx: Kysely<Database>, code: string): Promise<void> {
  const users = await q.agenciesUsing(trx, [code]);
  if (users.length) {
    throw new AppError(409, 'themeInUse', { params: { code, agencies: users.map((a) => a.name).join(', ') } });
  }
}

function conflict(row: q.ThemeRow): AppError {
  const by = row.updated_by ?? 'someone';
  const at = row.updated_at ?? '';
  return new AppError(409, 'themeChanged', {
    params: { code: row.code, by, at },
    details: { version: row.version, updatedBy: row.updated_by, updatedAt: row.updated_at },
  });
}
