import { KIND_CATALOG } from '../domain/layout/__generated__/catalog';
import type { AnyModuleDefinition, RegisteredKind } from './types';

/** Lazy loaders by kind, as `modules/index.ts` declares them. */
export type ModuleLoaders = Readonly<Record<string, () => Promise<{ default: AnyModuleDefinition }>>>;

/** Looks module kinds up by name; loads each view once. */
export interface Registry {
  kinds(): string[];
  get(kind: string): RegisteredKind | undefined;
  /** A loaded definition, or undefined while it loads. */
  loaded(kind: string): AnyModuleDefinition | undefined;
  load(kind: string): Promise<AnyModuleDefinition>;
}

/** Builds the registry from lazy loaders; a loader without a catalogue entry (or the reverse) is a wiring error. */
export function createRegistry(loaders: ModuleLoaders, catalog = KIND_CATALOG): Registry {
  const cache = new Map<string, AnyModuleDefinition>();
  const pending = new Map<string, Promise<AnyModuleDefinition>>();
  const load = (kind: string): Promise<AnyModuleDefinition> => {
    const done = cache.get(kind);
    if (done) return Promise.resolve(done);
    const loader = loaders[kind];
    if (!loader || !catalog[kind]) return Promise.reject(new Error(`Unknown module kind '${kind}'`));
    let promise = pending.get(kind);
    if (!promise) {
      promise = loader().then((mod) => {
        cache.set(kind, mod.default);
        pending.delete(kind);
        return mod.default;
      });
      pending.set(kind, promise);
    }
    return promise;
  };
  return {
    kinds: () => Object.keys(loaders).filter((kind) => kind in catalog),
    get: (kind) => {
      const entry = catalog[kind];
      return entry && loaders[kind] ? { manifest: entry.manifest, load: () => load(kind) } : undefined;
    },
    loaded: (kind) => cache.get(kind),
    load,
  };
}
