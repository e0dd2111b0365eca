/** The answers of the tooltip calls (001 §7 Tooltips), shared by the server and Tooltip Management. */

/** A tooltip as the calls answer it. */
export interface TooltipText {
  key: string;
  title: string;
  message: string;
}

/** A row of the admin list. */
export interface TooltipRow extends TooltipText {
  updatedAt: string;
  updatedBy: string;
  /** The catalogue has a definition for this key (a delete resets to it). */
  hasDefault: boolean;
  /** The text is the catalogue's definition, unedited. */
  isDefault: boolean;
}

/** What a delete did. */
export interface DeleteOutcome {
  key: string;
  outcome: 'reset' | 'removed';
  tooltip: TooltipText | null;
}
