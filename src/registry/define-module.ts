import type { ModuleDefinition } from './types';

/**
 * Declares a module kind. Each `modules/<kind>/index.ts` default-exports one; `modules/index.ts` maps the kind
 * to a lazy import of it.
 */
export function defineModule<Options, Data>(
  definition: ModuleDefinition<Options, Data>,
): ModuleDefinition<Options, Data> {
  return definition;
}
