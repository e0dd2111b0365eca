/**
 * What other areas contribute to an advertiser dashboard. Features never import each other (DESIGN.md), so the
 * dashboard offers these slots and the app fills them with the export, campaign options, notes, share and
 * layout-editor parts (src/app/dashboard/).
 */
import type { ReactNode } from 'react';
import type { LayoutConfig } from '../../domain/layout/validate';
import type { ChartAnnotation } from '../../registry/types';
import type { RendererEnvironment } from '../../renderer/RendererContext';
import type { DashboardSelection } from '../../state/selection';

/** A campaign on screen, as the parts name it. */
export interface DashboardCampaign {
  id: number;
  name: string;
  /** Its product (tactic) code. */
  type?: string;
}

/** The dashboard on screen, as the parts see it. */
export interface DashboardView {
  /** The URL's selection, of an advertiser. */
  selection: DashboardSelection & { advertiserId: number };
  /** The campaigns on screen: the picker's choice, or the one campaign viewed on its own. */
  campaigns: readonly DashboardCampaign[];
  /** The tab layout's `config`, once the layout has loaded. */
  config: LayoutConfig | undefined;
  /** What the renderer draws the dashboard with (the layout editor's previews draw with it too). */
  environment: RendererEnvironment;
}

/** The slots of the advertiser dashboard; each is optional, and an empty slot leaves its place empty. */
export interface DashboardParts {
  /** Buttons and menus of the toolbar, before Refresh, and the dialogs they open. */
  actions?(view: DashboardView): ReactNode;
  /** The name of the one campaign viewed on its own (an inline rename for campaign admins). @default its name */
  campaignName?(view: DashboardView, campaign: DashboardCampaign): ReactNode;
  /** Drawn instead of the layout while it returns a node (the layout editor in edit mode). */
  editor?(view: DashboardView): ReactNode;
  /**
   * Dated marks for the daily charts of the campaigns on screen (campaign notes). A hook: called on every render
   * of the screen, so it must be the same function every time. @default no marks
   */
  useAnnotations?(advertiserId: number | null, campaignIds: readonly number[]): readonly ChartAnnotation[];
}
