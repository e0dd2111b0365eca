import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** Order calls (001 §7 "Order and conversion data"). */
export function registerOrderRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
