/**
 * Our texts for requests GraphQL at `/graph` refuses before running them: the size limits of an operation and
 * introspection by anonymous callers in production (docs/decisions.md, "Kernel wave: GraphQL").
 */
export const GRAPHQL_MESSAGES = {
  queryTooDeep: 'The query is nested {depth} levels deep; at most {limit} are allowed.',
  tooManyAliases: 'The query uses {count} aliases; at most {limit} are allowed.',
  introspectionNeedsSignIn: 'Sign in to read the GraphQL schema.',
} as const;
