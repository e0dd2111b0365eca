/** Share links as the server answers them and the client reads them (001 §7 getShareDashboardLink, our list). */

/** A link's state: live, past its expiry, or ended by its creator or an admin. */
export type ShareStatus = 'active' | 'expired' | 'revoked';

/** A link as its creator and admins see it (never its token or password). */
export interface ShareSummary {
  id: number;
  shortId: string;
  advertiserId: number;
  advertiserName: string;
  tab: string;
  daterange: string;
  startDate: string | null;
  endDate: string | null;
  editableRange: boolean;
  hasPassword: boolean;
  /** Epoch ms; null means the link does not expire. */
  expiresAt: number | null;
  revokedAt: number | null;
  createdAt: number;
  createdBy: string;
  lastOpenedAt: number | null;
  openCount: number;
  status: ShareStatus;
  /** Goes up with every rotation (the thumbnail's `v`). */
  generation: number;
  /** The dashboard thumbnail (000 §9 screenshot parameters); null for password-protected links. */
  thumbnailUrl?: string | null;
}

/** The header a protected link's password travels in (never the URL). */
export const SHARE_PASSWORD_HEADER = 'x-share-password';
