import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Advertiser performance, conversion, geo, KPI and product calls (001 §7). */
export function registerPerformanceRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
