import type { ReactElement } from 'react';
import { formatCompact } from '../../domain/metric-format';
import './map.css';

/** Props of a map's colour legend. */
export interface MapLegendProps {
  /** The metric label (Imps, Clicks, CTR…). */
  label: string;
  metricKey: string;
  thresholds: readonly number[];
  ramp: readonly string[];
  /** The polygons' opacity, so swatches match the picture. @default 1 */
  opacity?: number;
}

/** The colour buckets of a choropleth with the range each stands for. */
export function MapLegend({ label, metricKey, thresholds, ramp, opacity = 1 }: MapLegendProps): ReactElement | null {
  if (thresholds.length === 0) return null;
  // Plain elements with static classes (map.css).
  return (
    <ul aria-label={`${label} legend`} className="sl-map-legend">
      <li className="sl-map-legend__label">{label}</li>
      {thresholds.map((upper, i) => (
        <li key={upper} className="sl-map-legend__item">
          <div
            className="sl-map-legend__swatch"
            style={{ background: ramp[i] ?? ramp.at(-1), opacity }}
            aria-hidden="true"
          />
          <p>
            {formatCompact(metricKey, i === 0 ? 0 : (thresholds[i - 1] ?? 0))}–{formatCompact(metricKey, upper)}
          </p>
        </li>
      ))}
    </ul>
  );
}
