/** The one jotai store of the app, so non-React code (data-layer wiring, helpers) can read and write atoms. */
import { createStore } from 'jotai';

/** A jotai store; tests and stories create their own with `createStore()`. */
export type AppStore = ReturnType<typeof createStore>;

export const appStore: AppStore = createStore();
