/** Sidebar grouping of tactics and per-tactic metric labels (000 §2 and §3). */
import { metricDefinition, TACTIC_LABELS } from './metric-catalogue';
import { ownValue } from './own';

/** Sidebar groups, in display order. */
export const SIDEBAR_GROUPS = [
  'Summary',
  'Programmatic',
  'Paid Search',
  'Attribution',
  'Social',
  'E-mail',
  'Broadcast',
] as const;

/** One sidebar group. */
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** A group a tactic can belong to; 'Summary' holds the summary tab only. */
export type TacticGroup = Exclude<SidebarGroup, 'Summary'>;

/** Group of every campaign type; the spec names the groups only, the assignment is our decision. */
export const TACTIC_GROUPS: Record<string, TacticGroup> = {
  OTT: 'Programmatic',
  PREROLL: 'Programmatic',
  DISPLAY: 'Programmatic',
  VIDEO: 'Programmatic',
  AUDIO: 'Programmatic',
  SIMPGEOFENCE: 'Programmatic',
  TRUGEOFENCE: 'Programmatic',
  SIMPOTT: 'Programmatic',
  SIMPPREROLL: 'Programmatic',
  SIMPDISPLAY: 'Programmatic',
  GAMDISPLAY: 'Programmatic',
  GAMVIDEO: 'Programmatic',
  BROADSTREET: 'Programmatic',
  SEM: 'Paid Search',
  GOOGLESEARCH: 'Paid Search',
  GTDISPLAY: 'Paid Search',
  GTVIDEO: 'Paid Search',
  GOOGLEVIDEO: 'Paid Search',
  GA: 'Attribution',
  CALLTRACKING: 'Attribution',
  TV2OTT: 'Attribution',
  SOCIAL: 'Social',
  FBINSIGHTS: 'Social',
  LINKEDIN: 'Social',
  EMAILMARKETING: 'E-mail',
  BROADCAST: 'Broadcast',
  LINEAR: 'Broadcast',
  YOUTUBETV: 'Broadcast',
};

/** Sidebar group of a campaign type (any case), or null for an unknown type. */
export function tacticGroup(type: string): TacticGroup | null {
  return ownValue(TACTIC_GROUPS, type.toUpperCase()) ?? null;
}

/** Label of a metric for a tactic (any case) from the catalogue's per-tactic labels; the metric itself when not relabelled. */
export function metricLabelFor(type: string, metric: string): string {
  const definition = metricDefinition(metric);
  const overrides = ownValue(TACTIC_LABELS, type.toUpperCase());
  return (definition && overrides && ownValue(overrides, definition.key)) ?? metric;
}
