import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** The ten performance-overview calls and the today view (001 §7 "Performance overview"). */
export function registerOverviewRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
