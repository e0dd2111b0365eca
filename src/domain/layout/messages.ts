import type { SchemaError } from './catalog-types';
import { childPath, readablePath } from './paths';

/** One problem in a layout document, at a path a person can find. */
export interface LayoutIssue {
  path: string;
  message: string;
}

/** Turns ajv errors into issues, one per path, naming the offending property where ajv only names its parent. */
export function issuesFromErrors(errors: readonly SchemaError[], prefix = '', subject = 'the layout'): LayoutIssue[] {
  const byPath = new Map<string, LayoutIssue>();
  for (const error of errors) {
    // A failed oneOf/anyOf repeats what its branches said; the branch errors are clearer.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const base = readablePath(error.instancePath, prefix);
    const issue = describe(error, base, subject);
    const earlier = byPath.get(issue.path);
    // A column-or-metric choice (sortBy) fails both branches: name both.
    if (earlier && METRIC_RULE.test(error.schemaPath ?? '') && earlier.message.startsWith('must be one of: '))
      earlier.message += ', or a metric of the catalogue';
    if (!earlier) byPath.set(issue.path, issue);
  }
  // A failed oneOf also reports the branches that did not apply at a parent path; the deepest paths say more.
  const paths = [...byPath.keys()];
  for (const path of paths) {
    if (paths.some((other) => other !== path && (other.startsWith(`${path}.`) || other.startsWith(`${path}[`))))
      byPath.delete(path);
  }
  if (byPath.size === 0 && errors.length > 0) {
    const first = errors[0] as SchemaError;
    const path = readablePath(first.instancePath, prefix);
    return [{ path: path || '(document)', message: first.message ?? 'is invalid' }];
  }
  return [...byPath.values()];
}

const METRIC_RULE = /(definitions\/metric|metric\.schema\.json#?)\/enum$/;

function describe(error: SchemaError, base: string, subject: string): LayoutIssue {
  const params = error.params;
  switch (error.keyword) {
    case 'additionalProperties':
      return { path: childPath(base, String(params.additionalProperty)), message: `is not a field of ${subject}` };
    case 'required':
      return { path: childPath(base, String(params.missingProperty)), message: 'is required' };
    case 'enum':
      // The metric enum lists the whole catalogue: name the catalogue rather than 65 values.
      if (METRIC_RULE.test(error.schemaPath ?? ''))
        return {
          path: base || '(document)',
          message:
            'is not a metric of the catalogue (src/domain/metric-catalogue.ts; keys and aliases in schemas/defs/metric.schema.json)',
        };
      return {
        path: base || '(document)',
        message: `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    case 'type':
      return { path: base || '(document)', message: `must be ${String(params.type).replace(',', ' or ')}` };
    default:
      return { path: base || '(document)', message: error.message ?? 'is invalid' };
  }
}
