import { createContext, useContext } from 'react';
import type { DataMethod, DataSelection } from '../data/methods/types';
import type { Registry } from '../registry/registry';
import type { ChartAnnotation, NavigationTarget } from '../registry/types';
import type { RenderConditions, TooltipCatalog } from './resolve';

/** Paging, sort and filters of a self-fetching module. */
export interface FramePage {
  page: number;
  sortBy: string | undefined;
  sortDesc: boolean;
  filters: Readonly<Record<string, string>>;
}

/** What every frame of one rendered layout shares. Tests pass a mock registry and data methods here. */
export interface RendererEnvironment {
  registry: Registry;
  runData: (method: string, request: Parameters<DataMethod>[0]) => ReturnType<DataMethod>;
  tooltips: TooltipCatalog;
  selection: DataSelection;
  conditions: RenderConditions;
  /** Changes when the user forces a reload past the caches. */
  reloadToken: number;
  onNavigate?: (target: NavigationTarget) => void;
  /** Campaign notes of the selection, marked on the daily charts at their dates. */
  annotations?: readonly ChartAnnotation[];
  /**
   * Where self-fetching frames keep their page, sort and filters beyond their own state (the orders screen keeps
   * them in the URL): read once when a frame mounts, told of every change. @default the frame's state only
   */
  pageState?: {
    initial(moduleId: string): Partial<FramePage> | undefined;
    onChange(moduleId: string, page: FramePage): void;
  };
}

export const RendererContext = createContext<RendererEnvironment | null>(null);

/** The environment of the layout being rendered. */
export function useRendererEnvironment(): RendererEnvironment {
  const environment = useContext(RendererContext);
  if (!environment) throw new Error('A module frame renders only inside LayoutRenderer');
  return environment;
}
