/**
 * Who may change a user in Manage Users: the edit-user rule of 000 §6 (`canEditUser`), with what the spec leaves
 * around it (docs/decisions.md "Issue 21, users"): a superuser may change anyone; nobody else may change a superuser;
 * and a user who also belongs to an agency the editor does not manage is changed only by someone who manages all of
 * them. The server decides `canEdit` of every row and refuses writes with this verdict; the client reads the same.
 */
import type { MessageKey } from './messages';
import { canEditUser } from './permissions';

/** The editor: who signs in. */
export interface UserEditor {
  email: string;
  roles: readonly string[];
  isSuperuser: boolean;
}

/** The user to change. */
export interface UserEditTarget {
  email: string;
  roles: readonly string[];
  isSuperuser: boolean;
  /** The user belongs to at least one agency the editor does not manage. */
  inOtherAgency: boolean;
}

/** Allowed, or refused with the catalogue text that says why. */
export type UserEditVerdict = { allowed: true } | { allowed: false; reason: MessageKey };

/** Whether `editor` may change `target`, and why not. */
export function userEditVerdict(editor: UserEditor, target: UserEditTarget): UserEditVerdict {
  if (editor.isSuperuser) return { allowed: true };
  if (target.isSuperuser) return { allowed: false, reason: 'userEditSuperuser' };
  if (!canEditUser(editor, target)) return { allowed: false, reason: 'userEditProtected' };
  // Yourself included: your other memberships are someone else's to manage.
  if (target.inOtherAgency && editor.email.toLowerCase() !== target.email.toLowerCase())
    return { allowed: false, reason: 'userEditOtherAgency' };
  return { allowed: true };
}

/**
 * Whether `editor` may create a user with `roles`: the new user must be one the editor could then edit (so an agency
 * admin who is not a Dashboard Admin gives at least one role, and neither dashadmin nor useradmin).
 */
export function userCreateVerdict(editor: UserEditor, email: string, roles: readonly string[]): UserEditVerdict {
  const verdict = userEditVerdict(editor, { email, roles, isSuperuser: false, inOtherAgency: false });
  return verdict.allowed ? verdict : { allowed: false, reason: 'userCreateProtected' };
}
