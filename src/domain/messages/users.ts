/** Our texts for Manage Users (issue 21 §2): the users calls' refusals and the screens' confirmations. */
export const USERS_MESSAGES = {
  userNotFound: 'User not found',
  userEmailExists: 'A user with the e-mail {email} already exists.',
  userEmailInvalid: 'Enter a valid e-mail address.',
  userEmailDeleted: 'The e-mail {email} belonged to a user who was deleted; it cannot be used again.',
  userSubAgencyOutside: 'That sub-agency is not part of the chosen agency.',
  userStationOutside: 'That station is not part of the chosen agency or sub-agency.',
  // The edit-user rule of 000 §6 and the tenancy around it, as a write's 403.
  userEditProtected:
    'You cannot change this user: only a Dashboard Admin may edit a user without roles, a Dashboard Admin or a User Admin.',
  userEditOtherAgency: 'You cannot change this user: they also belong to an agency you do not manage.',
  userCreateProtected:
    'You cannot create this user: give them at least one role other than Dashboard Admin or User Admin, or ask a Dashboard Admin.',
  userEditSuperuser: 'Only a superuser can create or change a superuser.',
  userSelfStatus: 'You cannot deactivate or delete your own account.',
  // The screens.
  userDeactivateConfirm: 'Deactivate {name}? They are signed out at once and cannot sign in until reactivated.',
  userDeleteConfirm:
    'Delete {name}? They disappear from the list and can never sign in again; the audit log keeps their name.',
  userDeactivated: '{name} is deactivated.',
  userReactivated: '{name} is active again.',
  userDeleted: '{name} is deleted.',
  userCreated: '{name} is created.',
  userSaved: 'User saved.',
  usersEmpty: 'No user matches these filters.',
} as const;
