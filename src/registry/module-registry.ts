import { MODULE_LOADERS } from '../../modules/index';
import { createRegistry } from './registry';

/** The app's registry: every kind of modules/index.ts, each loaded on first use. */
export const moduleRegistry = createRegistry(MODULE_LOADERS);
