import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerBreakdownRoutes } from './performance/breakdown';
import { registerCampaignListRoute } from './performance/campaigns';
import { registerConversionRoute } from './performance/conversion';
import { registerDailyGeoRoutes } from './performance/daily-geo';
import { registerFreshnessRoute } from './performance/freshness';
import { registerInsightRoutes } from './performance/insights';
import { registerKpiAndProductRoutes } from './performance/kpi-products';
import { registerSummaryRoutes } from './performance/summary';
import { registerTodayViewRoute } from './performance/today-view';

/**
 * Advertiser performance, conversion, geo, KPI, product, benchmark, audience-overlap and today-view calls (001 §7);
 * docs/api/performance.md lists them.
 */
export function registerPerformanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCampaignListRoute(app, ctx);
  registerSummaryRoutes(app, ctx);
  registerBreakdownRoutes(app, ctx);
  registerDailyGeoRoutes(app, ctx);
  registerConversionRoute(app, ctx);
  registerKpiAndProductRoutes(app, ctx);
  registerInsightRoutes(app, ctx);
  registerTodayViewRoute(app, ctx);
  registerFreshnessRoute(app, ctx);
}
