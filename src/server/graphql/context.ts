import type { AppContext } from '../context';
import type { Caller } from '../kernel/context';

/** What every resolver receives: the app's services and the caller of the bearer token, if any. */
export interface GraphContext {
  /** The app's services. Not named `app`: mercurius sets `context.app` to the Fastify instance. */
  services: AppContext;
  caller: Caller | null;
  /** Why the caller could not be looked up (e.g. the database failed); resolvers needing a caller throw it. */
  callerFailure: unknown;
}
