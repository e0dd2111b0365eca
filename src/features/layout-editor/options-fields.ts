import { moduleIssues, validateLayout, type LayoutIssue, type Module } from '../../domain/layout/validate';

// The schema-to-fields logic is the admin kit's (SchemaForm uses it too); the editor keeps its module validation.
export {
  describeFields,
  formatJson,
  formatList,
  helpText,
  parseChoice,
  parseJson,
  parseList,
  parseNumber,
  setOption,
  type JSONSchema,
  type JsonReading,
  type OptionControl,
  type OptionField,
} from '../../admin-kit/form/schema-fields';

/**
 * Validator issues under `prefix` (e.g. 'module' for `moduleIssues(module, 'module')`) keyed by the path below
 * it: 'options.perPage', 'tooltips[1].key', 'title'. An issue at the prefix itself gets the key ''.
 */
export function issuesByField(issues: readonly LayoutIssue[], prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = relativePath(issue.path, prefix);
    if (key === undefined) continue;
    errors[key] = errors[key] ? `${errors[key]}; ${issue.message}` : issue.message;
  }
  return errors;
}

/** The errors below one key, re-keyed relative to it: errorsUnder({'options.perPage': m}, 'options') → {perPage: m}. */
export function errorsUnder(errors: Readonly<Record<string, string>>, key: string): Record<string, string> {
  const under: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const rest = relativePath(path, key);
    if (rest !== undefined) under[rest] = message;
  }
  return under;
}

/** The message of one option's field: its own error and those of its items or members ('colors[0]: …'). */
export function fieldError(errors: Readonly<Record<string, string>>, name: string): string | undefined {
  const messages = Object.entries(errors).flatMap(([path, message]) => {
    if (path === name) return [message];
    return path.startsWith(`${name}.`) || path.startsWith(`${name}[`) ? [`${path}: ${message}`] : [];
  });
  return messages.length ? messages.join('; ') : undefined;
}

const MODULE = 'module';
const SINGLE_MODULE_PATH = /^components\[0\]\.modules\[0\]/;

/**
 * Every problem of one module keyed by its path in the module ('title', 'tooltips[0].key', 'options.perPage'):
 * the envelope rules (as in a one-module layout) and the kind's options, through the one validator.
 */
export function moduleFieldErrors(module: Module): Record<string, string> {
  const envelope = validateLayout({
    id: 'module',
    tactic: 'module',
    components: [{ id: 's', type: 'grid', modules: [module] }],
  });
  const issues = [
    ...(envelope.ok
      ? []
      : envelope.issues.map((issue) => ({ ...issue, path: issue.path.replace(SINGLE_MODULE_PATH, MODULE) }))),
    ...moduleIssues(module, MODULE),
  ];
  // A module whose envelope is sound is checked by both; each issue counts once.
  const unique = new Map(issues.map((issue) => [`${issue.path}\n${issue.message}`, issue]));
  return issuesByField([...unique.values()], MODULE);
}

function relativePath(path: string, prefix: string): string | undefined {
  if (prefix === '') return path;
  if (path === prefix) return '';
  if (path.startsWith(`${prefix}.`)) return path.slice(prefix.length + 1);
  if (path.startsWith(`${prefix}[`)) return path.slice(prefix.length);
  return undefined;
}
