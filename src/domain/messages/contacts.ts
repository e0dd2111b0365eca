/** Our texts for the contact form's two choice fields (issue 22), which the spec does not word. */
export const CONTACTS_MESSAGES = {
  contactTypeRequired: 'Choose a contact type',
  contactPhoneKindRequired: 'Choose a phone kind',
} as const;
