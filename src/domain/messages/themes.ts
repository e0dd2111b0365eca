/**
 * Our texts for the System Admin themes screens and calls (issue 20); spec texts are in spec.ts. `{code}` is a theme
 * code, `{by}` an e-mail address, `{at}` a time, `{agencies}` a list of agency names.
 */
export const THEMES_MESSAGES = {
  themeNotFound: 'Theme not found',
  themeExists: "A theme with the code '{code}' already exists.",
  themeCodeMissing: 'Give the new theme a code.',
  themeVersionMissing: 'Send the version of the theme you edited.',
  themeChanged:
    "The theme '{code}' was changed by {by} at {at} after you opened it. Reload it to see their changes, then edit again.",
  themeInUse: "The theme '{code}' is used by {agencies}. Give those agencies another theme first.",
  themeDefaultUndeletable: "The default theme '{code}' cannot be deleted.",
  themeRevertInvalid: 'This entry does not hold a theme that can be restored.',
  themeSaved: 'Theme saved.',
  themeCreated: 'Theme created.',
  themeDeleted: 'Theme deleted.',
  themeImageUploaded: 'Image uploaded.',
  themeUnsavedChanges: 'You have unsaved changes to this theme. Leave without saving?',
  themeContrastLow: 'Contrast {ratio}:1, below the 4.5:1 WCAG AA needs for text.',
  themeContrastOk: 'Contrast {ratio}:1',
  themeColorFormat: 'Use a colour written #rrggbb, e.g. #0b5394.',
  themeCodeFormat: 'Use 1 to 64 lower-case letters, digits or hyphens.',
  themeChartColorCount: 'Give 2 to 12 chart colours.',
  themeHostFormat: 'Use a host name such as portal.example.com.',
  themePathFormat: 'Use a path on this site, starting with /.',
  themeSaveFirstToUpload: 'Save the theme first, then upload its logo and favicon.',
} as const;
