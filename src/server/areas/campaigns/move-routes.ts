/**
 * The campaign move, clone and order calls (001 §7 "Campaign management", §3 "Campaign move or clone"; issue 23),
 * thin: path, rule, schema, then the service. Every route declares CAMPAIGN_ADMIN_RULE, so the guard answers 401,
 * then 403 (guests too), before any validation; anything unexpected answers 500 'Error occured, please try again'.
 */
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_ADMIN_RULE } from '../../../domain/permissions';
import type { ServiceContext } from '../../kernel/context';
import { isDatabaseUnavailable } from '../../kernel/database-health';
import { AppError } from '../../kernel/errors';
import { callerOf } from '../../kernel/guard';
import { typedRoutes } from '../../kernel/route';
import type { CampaignReverts } from './facets';
import { registerMoveReverts } from './move-revert';
import { cloneBody, moveBody, orderBody, productBody } from './move-schemas';
import { CampaignMoveService } from './move-service';

const TAGS = ['campaigns'];
const ADMIN = { rule: CAMPAIGN_ADMIN_RULE };

/** The call's own failure text for anything that is not a refusal or an outage (001 §8). */
async function orFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error;
    const failure = new AppError(500, 'errorOccured');
    failure.cause = error;
    throw failure;
  }
}

/** Registers the move, clone and order calls and their facets' undo. */
export function registerCampaignMoveArea(app: FastifyInstance, ctx: ServiceContext, reverts: CampaignReverts): void {
  const moves = new CampaignMoveService(ctx);
  registerMoveReverts(ctx, reverts);
  const routes = typedRoutes(app);

  routes.post('/api/moveCampaign/', { config: ADMIN, schema: { tags: TAGS, body: moveBody } }, async (request) =>
    orFailure(() => moves.move(callerOf(request).user, request.body, request.body.shareLinks ?? 'remove')),
  );

  routes.post(
    '/api/moveCampaignToProduct',
    { config: ADMIN, schema: { tags: TAGS, body: productBody } },
    async (request) => orFailure(() => moves.moveToProduct(callerOf(request).user, request.body)),
  );

  routes.post(
    '/api/cloneCampaignToAdvertiser',
    { config: ADMIN, schema: { tags: TAGS, body: cloneBody } },
    async (request) => orFailure(() => moves.clone(callerOf(request).user, request.body)),
  );

  routes.post(
    '/api/associateOrderWithCampaign',
    { config: ADMIN, schema: { tags: TAGS, body: orderBody } },
    async (request) => orFailure(() => moves.associateOrder(callerOf(request).user, request.body)),
  );
}
