/**
 * Size limits of one GraphQL operation, checked with the other validation rules before anything runs: how deep its
 * fields nest and how many aliases it uses (each alias of a field runs its resolver again, so aliases are how one
 * request fans out). The limits and why they are what they are: docs/decisions.md, "Kernel wave: GraphQL".
 */
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { AppError } from '../kernel/errors';

/** How far one operation may go. */
export interface OperationLimits {
  /** Most levels of nested fields; a top-level field is level 1. */
  depth: number;
  /** Most aliased fields, counting a fragment once for every place it is spread. */
  aliases: number;
}

/**
 * The limits `/graph` applies. The client's deepest operation has 3 levels and none uses an alias; 15 levels is the
 * depth of graphql-js' standard introspection query, so signed-in developer tools still read the schema.
 */
export const OPERATION_LIMITS: OperationLimits = { depth: 15, aliases: 10 };

/** The size of a selection: its deepest level and its aliases. */
interface Size {
  depth: number;
  aliases: number;
}

/** Validation rules refusing an operation deeper than `limits.depth` or with more than `limits.aliases` aliases. */
export function operationLimitRules(limits: OperationLimits): ValidationRule[] {
  return [
    (context) => ({
      OperationDefinition(node: OperationDefinitionNode) {
        const { depth, aliases } = new Measure(context).of(node.selectionSet);
        if (depth > limits.depth)
          report(context, node, new AppError(400, 'queryTooDeep', { params: { depth, limit: limits.depth } }));
        if (aliases > limits.aliases)
          report(
            context,
            node,
            new AppError(400, 'tooManyAliases', { params: { count: aliases, limit: limits.aliases } }),
          );
      },
    }),
  ];
}

/** The refusal as a validation error; the GraphQL error formatter shows the AppError's text, status and key. */
function report(context: ValidationContext, node: OperationDefinitionNode, error: AppError): void {
  context.reportError(new GraphQLError(error.message, { nodes: [node], originalError: error }));
}

/** Measures selections, each fragment once (a fragment spread many times costs one walk). */
class Measure {
  private readonly fragments = new Map<string, Size>();
  private readonly visiting = new Set<string>();

  constructor(private readonly context: ValidationContext) {}

  of(set: SelectionSetNode | undefined): Size {
    const size = { depth: 0, aliases: 0 };
    for (const selection of set?.selections ?? []) {
      const inner =
        selection.kind === Kind.FIELD
          ? this.field(selection.selectionSet, selection.alias !== undefined)
          : selection.kind === Kind.INLINE_FRAGMENT
            ? this.of(selection.selectionSet)
            : this.fragment(this.context.getFragment(selection.name.value));
      size.depth = Math.max(size.depth, inner.depth);
      size.aliases += inner.aliases;
    }
    return size;
  }

  private field(set: SelectionSetNode | undefined, aliased: boolean): Size {
    const inner = this.of(set);
    return { depth: inner.depth + 1, aliases: inner.aliases + (aliased ? 1 : 0) };
  }

  /** An unknown or cyclic fragment counts as empty: GraphQL's own rules refuse those documents anyway. */
  private fragment(fragment: FragmentDefinitionNode | null | undefined): Size {
    if (!fragment || this.visiting.has(fragment.name.value)) return { depth: 0, aliases: 0 };
    const known = this.fragments.get(fragment.name.value);
    if (known) return known;
    this.visiting.add(fragment.name.value);
    const size = this.of(fragment.selectionSet);
    this.visiting.delete(fragment.name.value);
    this.fragments.set(fragment.name.value, size);
    return size;
  }
}
