/**
 * The ten children of /systemAdmin (000 §2), in the side navigation's order, each with its screen. Every screen
 * is its own chunk, loaded when its child opens. The two run logs are one screen told its kind.
 */
import { lazy, type ComponentType } from 'react';
import type { ScreenProps } from '../../ui/screen-props';

/** A child route's last path segment. */
export type SystemChildId =
  | 'cache'
  | 'reports'
  | 'configurability-log'
  | 'white-labels'
  | 'scheduled-reports-log'
  | 'publisher-logos'
  | 'manage-modules'
  | 'automated-alerts-log'
  | 'tooltip-management'
  | 'business-review-log';

export interface SystemChild {
  id: SystemChildId;
  Screen: ComponentType<ScreenProps>;
}

const cache = lazy(() => import('./cache/CacheScreen').then((m) => ({ default: m.CacheScreen })));
const reports = lazy(() => import('./reports/UsageReportsScreen').then((m) => ({ default: m.UsageReportsScreen })));
const configurabilityLog = lazy(() =>
  import('./configurability-log/ConfigurabilityLogScreen').then((m) => ({ default: m.ConfigurabilityLogScreen })),
);
const whiteLabels = lazy(() =>
  import('./white-labels/WhiteLabelsScreen').then((m) => ({ default: m.WhiteLabelsScreen })),
);
const publisherLogos = lazy(() =>
  import('./publisher-logos/PublisherLogosScreen').then((m) => ({ default: m.PublisherLogosScreen })),
);
const manageModules = lazy(() =>
  import('./manage-modules/ManageModulesScreen').then((m) => ({ default: m.ManageModulesScreen })),
);
const tooltipManagement = lazy(() =>
  import('./tooltip-management/TooltipManagementScreen').then((m) => ({ default: m.TooltipManagementScreen })),
);
const alertsLog = lazy(() => import('./logs/AlertsLogScreen').then((m) => ({ default: m.AlertsLogScreen })));
const runLog = lazy(() => import('./logs/RunLogScreen').then((m) => ({ default: m.RunLogScreen })));

/** The children in navigation order (the spec's order). */
export const SYSTEM_CHILDREN: readonly SystemChild[] = [
  { id: 'cache', Screen: cache },
  { id: 'reports', Screen: reports },
  { id: 'configurability-log', Screen: configurabilityLog },
  { id: 'white-labels', Screen: whiteLabels },
  { id: 'scheduled-reports-log', Screen: runLog },
  { id: 'publisher-logos', Screen: publisherLogos },
  { id: 'manage-modules', Screen: manageModules },
  { id: 'automated-alerts-log', Screen: alertsLog },
  { id: 'tooltip-management', Screen: tooltipManagement },
  { id: 'business-review-log', Screen: runLog },
];
