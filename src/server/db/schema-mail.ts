/** E-mail and password links (migration 0014). Times are epoch milliseconds. */
import type { Generated } from 'kysely';

/** Where a message is: waiting (or waiting to be retried), being sent by one instance, delivered, or given up. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** One rendered message. `html` and `text` are cleared once it is delivered. */
export interface MailOutboxTable {
  id: Generated<number>;
  agency_id: number | null;
  /** The template's name (`invitation`, `passwordReset`, …). */
  template: string;
  /** The whole From header: `"Name" <address>`. */
  from_header: string;
  to_address: string;
  subject: string;
  html: string | null;
  text: string | null;
  status: OutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** While `sending`: until when the claiming instance owns the row (a crashed instance's claim runs out). */
  claimed_until: number | null;
  last_error: string | null;
  /** The Message-ID the transport gave it. */
  message_id: string | null;
  created_at: number;
  sent_at: number | null;
  /** JSON array of { fileName, mime, fileId } (report_files rows, read at send time); null: none. */
  attachments: string | null;
  /** JSON object of extra headers (List-Unsubscribe, List-Unsubscribe-Post); null: none. */
  headers: string | null;
}

/** What a link lets its holder do: accept an invitation or reset a password; both set the password. */
export type UserTokenPurpose = 'invite' | 'reset';

/** An invitation or reset link. Only the SHA-256 of the token is stored. */
export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: UserTokenPurpose;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
  /** The user who sent it (an admin for an invitation, null for a reset the user asked for). */
  created_by: number | null;
}
