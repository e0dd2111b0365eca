import type { CodegenConfig } from '@graphql-codegen/cli';

/** Types for both sides come from schemas/graphql; `npm run codegen:check` fails when the output is stale. */
const config: CodegenConfig = {
  schema: 'schemas/graphql/*.graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    'src/data/__generated__/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumsAsTypes: true, avoidOptionals: false, scalars: { JSON: 'unknown' } },
    },
    'src/server/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#GraphContext',
        scalars: { JSON: 'unknown' },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
