/** One rule's condition about one object, as an evaluation found it (rules.ts, credential-rules.ts). */
import type { AlertRule, AlertSettings } from '../../../domain/alerts';
import type { MessageKey, MessageParams } from '../../../domain/messages';

export interface Condition {
  rule: AlertRule;
  objectKey: string;
  objectLabel: string;
  advertiserId: number | null;
  campaignId: number | null;
  holds: boolean;
  value: number | null;
  text: { key: MessageKey; params: MessageParams };
  /** A delivery condition: suppressed while its source is stale. */
  stale: boolean;
  settings: AlertSettings;
}
