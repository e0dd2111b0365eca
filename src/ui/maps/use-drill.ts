import { useCallback, useRef, useState } from 'react';
import type { Row } from '../../domain/layout/dataset';
import type { DrillRequest } from '../../registry/types';
import type { MapRegion } from './map-model';

/** Where a drill stands: nothing chosen, loading a region's days, its days, or the call's error. */
export type DrillState =
  | { status: 'idle' }
  | { status: 'loading'; region: MapRegion }
  | { status: 'ready'; region: MapRegion; rows: readonly Row[] }
  | { status: 'error'; region: MapRegion; message: string };

/** The drill state and its controls. */
export interface Drill {
  state: DrillState;
  open(region: MapRegion): void;
  close(): void;
}

/**
 * A clicked region's daily series through the frame's `drill` (views never fetch: the frame runs the call). The
 * call starts from the click, not from an effect; a later click wins over an earlier answer.
 */
export function useDrill(drill?: (request: DrillRequest) => Promise<{ rows: readonly Row[] }>): Drill {
  const [state, setState] = useState<DrillState>({ status: 'idle' });
  const latest = useRef(0);
  const open = useCallback(
    (region: MapRegion) => {
      if (!drill || !region.drill) return;
      const ticket = ++latest.current;
      setState({ status: 'loading', region });
      drill(region.drill).then(
        (dataset) => ticket === latest.current && setState({ status: 'ready', region, rows: dataset.rows }),
        (error: unknown) =>
          ticket === latest.current &&
          setState({ status: 'error', region, message: error instanceof Error ? error.message : String(error) }),
      );
    },
    [drill],
  );
  const close = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);
  return { state, open, close };
}
