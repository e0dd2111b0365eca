/** The alerts API's answers as the client reads them (the shared contract of issue 27, /work/contract-27.md). */
import type { AlertSettings, AlertView } from '../../domain/alerts';

/** One alert (GET /api/alerts, and the answer of each action). */
export type Alert = AlertView;

/** A page of alerts. */
export interface AlertPage {
  items: Alert[];
  total: number;
  limit: number;
  offset: number;
}

/** Who receives the digest at a level. */
export interface AlertRecipients {
  roles: string[];
  userIds: number[];
}

/** GET/PUT /api/alertSettings: the settings in force, this level's override and what it inherits. */
export interface AlertSettingsAnswer {
  level: 'agency' | 'advertiser' | 'campaign';
  settings: AlertSettings;
  override: Partial<AlertSettings>;
  inherited: AlertSettings;
  recipients: AlertRecipients;
  version: number;
}

/** The level a settings drawer edits. */
export interface AlertScope {
  agencyId: number;
  advertiserId?: number;
  /** The advertiser's name, for the drawer's title. */
  advertiserName?: string;
}
