/**
 * POST /api/uploadCustomLogo (001 §7 Campaign management, form file): an advertiser's own logo, shown on its
 * dashboards and exports. The multipart form carries `advertiserId` (before the file) and the picture.
 * Who may: a user with advertiser management (SCREEN_ADVERTISER_MGMT) or an agency admin (AGENCY_ADMIN), within
 * the advertisers they can see; a superuser always. An advertiser outside the caller's tenancy answers 404, as if
 * it did not exist.
 */
import type { FastifyInstance } from 'fastify';
import { ADVERTISER_LOGO_RIGHTS } from '../../../domain/advertiser-logo';
import type { AppContext } from '../../context';
import { openAdvertiser } from '../../kernel/access';
import { AppError } from '../../kernel/errors';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import { S } from '../../kernel/schema';
import { cleanImage, readImageUpload, storeImage } from '../../uploads/images';
import { MAX_ID } from '../../../domain/ids';

const errorAnswer = S.object({ error: { type: 'string' }, field: { type: 'string' } }, ['error']);

function advertiserIdOf(text: string | undefined): number {
  const id = Number((text ?? '').trim());
  if (!text?.trim() || !Number.isInteger(id) || id < 0 || id > MAX_ID)
    throw new AppError(400, 'advertiserIdMissing', { details: { field: 'advertiserId' } });
  return id;
}

/** Registers POST /api/uploadCustomLogo. */
export function registerAdvertiserLogoRoutes(app: FastifyInstance, ctx: AppContext): void {
  typedRoutes(app).post(
    '/api/uploadCustomLogo',
    {
      config: { rights: ADVERTISER_LOGO_RIGHTS },
      schema: {
        tags: ['advertisers'],
        response: {
          200: S.object({ advertiserId: { type: 'integer' }, logoUrl: { type: 'string' } }, [
            'advertiserId',
            'logoUrl',
          ]),
          400: errorAnswer,
          404: errorAnswer,
        },
      },
    },
    async (request) => {
      const { user } = callerOf(request);
      // Read and checked before the transaction: the tenancy check reads through the app's own connection.
      const upload = await readImageUpload(request);
      const advertiserId = advertiserIdOf(upload.fields.advertiserId);
      const access = await openAdvertiser(ctx, user, advertiserId);
      const image = await cleanImage(upload.bytes);
      return ctx.db.transaction().execute(async (trx) => {
        const path = await storeImage(trx, image, user.email, ctx.now);
        const before = await trx
          .selectFrom('advertisers')
          .select(['name', 'logo_url'])
          .where('id', '=', advertiserId)
          .executeTakeFirstOrThrow();
        await trx.updateTable('advertisers').set({ logo_url: path }).where('id', '=', advertiserId).execute();
        await ctx.audit.write(trx, {
          actor: { id: user.user_id, email: user.email },
          agencyId: access.agencyId,
          area: 'advertisers',
          objectType: 'advertiser',
          objectId: advertiserId,
          objectLabel: before.name,
          action: 'uploadLogo',
          before: { logoUrl: before.logo_url },
          after: { logoUrl: path },
        });
        return { advertiserId, logoUrl: path };
      });
    },
  );
}
