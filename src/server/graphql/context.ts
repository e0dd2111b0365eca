import type { AppContext, Caller } from '../context';

/** What every resolver receives: the app's services and the caller of the bearer token, if any. */
export interface GraphContext {
  app: AppContext;
  caller: Caller | null;
}
