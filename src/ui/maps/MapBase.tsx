import { Text } from '@chakra-ui/react';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { labelFor } from '../../domain/metric-format';
import type { Dataset } from '../../domain/layout/dataset';
import type { DrillRequest } from '../../registry/types';
import { DrillPanel } from './DrillPanel';
import { lazyPreloadable, useLoaded } from '../lazy-preloadable';
import { hasWebGL } from './has-webgl';
import { workerBaseGeometry } from './layers/base-geometry';
import { MapLegend } from './MapLegend';
import './map.css';
import type { MapData } from './map-model';
import { RegionList } from './RegionList';
import { useDrill } from './use-drill';
import { useMapStyle } from './use-map-style';

// deck.gl is large: it loads with the first map on a page, never with the app. Its download starts as soon as a
// map kind's code loads (with the layout), in parallel with the map's data, not after the data has arrived.
// It never suspends (useLoaded): the box stays empty until the chunk is there, so the map is not held back by
// React's reveal throttle (up to 300 ms after a fallback) when the chunk lands just after the map's data.
const DeckMap = lazyPreloadable(() => import('./DeckMap').then((m) => m.DeckMap));
// The print page (/export/…) draws maps as SVG instead (PrintMap) and never needs deck.gl.
const printPage = typeof window !== 'undefined' && window.location.pathname.startsWith('/export/');
if (hasWebGL() && !printPage) {
  DeckMap.preload().catch(() => undefined);
  // The state base every map draws is cut in a worker meanwhile (layers/base-geometry.ts).
  void workerBaseGeometry();
}
const PrintMap = lazy(() => import('./PrintMap').then((m) => ({ default: m.PrintMap })));

/** Props of the shared map base. */
export interface MapBaseProps {
  /** The kind, written to `data-map-kind`; every map carries `data-chart="map"` for exports and end-to-end tests. */
  name: string;
  data: MapData;
  /** Caption of the list of figures (the module title). */
  caption: string;
  /** Height of the picture in px. @default 360 */
  height?: number;
  /** The module's `options.colors`: the ramp runs to the first; the theme's polygon fill when absent. */
  colors?: readonly string[];
  /** Show the colour legend. @default true */
  legend?: boolean;
  campaignTypes: readonly string[];
  print?: boolean;
  /** The frame's drill-down; absent where the map does not drill. */
  drill?: (request: DrillRequest) => Promise<Dataset>;
}

/**
 * A deck.gl map over offline state outlines, its legend, the list of the same figures (keyboard-reachable, and
 * all there is without WebGL) and the daily series of a clicked region. `data-painted` turns "true" after deck.gl's
 * first frame; the canvas keeps its drawing buffer so a PNG can be taken of it. In print mode the picture is an SVG
 * (PrintMap), painted in its first commit.
 */
export function MapBase(props: MapBaseProps): ReactElement {
  const { name, data, caption, height = 360, colors, legend = true, campaignTypes, print = false, drill } = props;
  const style = useMapStyle(colors);
  const drilling = useDrill(drill);
  // Print draws SVG (no WebGL needed); on screen deck.gl, or the list alone without WebGL.
  const [webgl] = useState(() => print || hasWebGL());
  const [painted, setPainted] = useState(!webgl);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !webgl) return;
    // The first report comes with the layout the browser makes anyway (also on mount); reading clientWidth here
    // would force one while the dashboard's frames are still being added (about 30 ms on a slow machine).
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [webgl]);
  const metricLabel = labelFor(data.metricKey, campaignTypes);
  const Deck = useLoaded(DeckMap, webgl && !print);

  return (
    <div data-chart="map" data-map-kind={name} data-painted={painted ? 'true' : 'false'}>
      {webgl ? (
        <div ref={box} className="sl-map__box" style={{ height: `${height}px` }} aria-hidden="true">
          {width > 0 && print ? (
            <Suspense fallback={null}>
              <PrintMap data={data} style={style} width={width} height={height} onPainted={() => setPainted(true)} />
            </Suspense>
          ) : width > 0 && Deck ? (
            <Deck
              data={data}
              style={style}
              width={width}
              height={height}
              onRegionClick={drilling.open}
              onPainted={() => setPainted(true)}
            />
          ) : null}
        </div>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          The map needs WebGL; its figures are listed below.
        </Text>
      )}
      {legend ? (
        <MapLegend
          label={metricLabel}
          metricKey={data.metricKey}
          thresholds={data.thresholds}
          ramp={style.ramp}
          opacity={style.opacity}
        />
      ) : null}
      <RegionList
        caption={caption}
        columns={data.columns}
        regions={data.listed}
        onDrill={drill ? drilling.open : undefined}
        print={print}
      />
      <DrillPanel state={drilling.state} onClose={drilling.close} campaignTypes={campaignTypes} />
    </div>
  );
}
