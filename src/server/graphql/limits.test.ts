import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationLimitRules } from './limits';

const schema = buildSchema('type Query { me: Me } type Me { email: String, friend: Me }');
const limits = { depth: 3, aliases: 2 };
const refusals = (query: string): string[] =>
  validate(schema, parse(query), operationLimitRules(limits))
    .map((error) => error.message)
    .filter((message) => /nested|aliases/.test(message));

describe('operationLimitRules', () => {
  it('counts levels of fields, not inline fragments or spreads', () => {
    expect(refusals('{ me { friend { email } } }')).toEqual([]);
    expect(refusals('{ me { ... on Me { friend { ...F } } } } fragment F on Me { email }')).toEqual([]);
    expect(refusals('{ me { friend { friend { email } } } }')).toEqual([
      'The query is nested 4 levels deep; at most 3 are allowed.',
    ]);
  });

  it('counts an aliased field in a fragment once per spread', () => {
    expect(refusals('{ a: me { email } b: me { email } }')).toEqual([]);
    expect(refusals('{ me { ...F friend { ...F } } } fragment F on Me { e: email }')).toEqual([]);
    expect(refusals('{ x: me { ...F friend { ...F } } } fragment F on Me { e: email }')).toEqual([
      'The query uses 3 aliases; at most 2 are allowed.',
    ]);
  });

  it('measures a fragment spread thousands of times at once, and stops at a cycle', () => {
    const spreads = '...F '.repeat(5000);
    expect(refusals(`{ me { ${spreads} } } fragment F on Me { email }`)).toEqual([]);
    // GraphQL's own rules refuse the cycle; the limits must not loop on it.
    expect(
      refusals('{ me { ...A } } fragment A on Me { friend { ...B } } fragment B on Me { friend { ...A } }'),
    ).toEqual([]);
  });
});
