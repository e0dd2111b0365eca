/**
 * Texts for parameters a caller got wrong beyond what a route's JSON Schema says (lists of ids in one string,
 * product lists, filters). `{name}` placeholders are filled from an AppError's params.
 */
export const PARAMETER_MESSAGES = {
  invalidIdList: "Invalid {where} field '{field}': must be comma-separated ids from 0 to {max}",
  invalidId: "Invalid {where} field '{field}': must be an id from 0 to {max}",
  invalidProductList: "Invalid {where} field '{field}': must be comma-separated product codes",
  invalidAdvertisersFilter: 'Invalid advertisers filter',
} as const;
