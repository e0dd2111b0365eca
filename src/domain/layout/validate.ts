import { KIND_CATALOG, validateEnvelope } from './__generated__/catalog';
import type { Layout, Module } from './__generated__/types';
import type { KindCatalogEntry } from './catalog-types';
import { ownValue } from '../own';
import { issuesFromErrors, type LayoutIssue } from './messages';
import { childPath } from './paths';

export type { Layout, LayoutConfig, Module, Section, Tooltip, DataSource, Breakpoints } from './__generated__/types';
export type { LayoutIssue } from './messages';

/** The outcome of validating a layout: the typed layout, or every issue found. */
export type LayoutValidation = { ok: true; layout: Layout } | { ok: false; issues: LayoutIssue[] };

/**
 * The one layout validator (client, server, tests and the CLI use it). Phase one checks the envelope against
 * schemas/layout.schema.json; phase two checks each module's options (and its overrides' options) against its kind.
 */
export function validateLayout(
  document: unknown,
  catalog: Readonly<Record<string, KindCatalogEntry>> = KIND_CATALOG,
): LayoutValidation {
  if (!validateEnvelope(document)) return { ok: false, issues: issuesFromErrors(validateEnvelope.errors ?? []) };
  const layout = document as Layout; // the envelope validator has just proven the shape
  const issues: LayoutIssue[] = [];
  layout.components.forEach((section, s) =>
    section.modules.forEach((module, m) => {
      issues.push(...moduleIssues(module, `components[${s}].modules[${m}]`, catalog));
    }),
  );
  return issues.length ? { ok: false, issues } : { ok: true, layout };
}

/** Phase two for one module: a known kind, options that fit it, override options that fit it too. */
export function moduleIssues(
  module: Module,
  path: string,
  catalog: Readonly<Record<string, KindCatalogEntry>> = KIND_CATALOG,
): LayoutIssue[] {
  const entry = ownValue(catalog, module.name);
  if (!entry) return [{ path: childPath(path, 'name'), message: `unknown module kind '${module.name}'` }];
  const subject = `${module.name} options`;
  const issues: LayoutIssue[] = [];
  const options = module.options ?? entry.manifest.initialOptions;
  if (!entry.validate(options))
    issues.push(...issuesFromErrors(entry.validate.errors ?? [], childPath(path, 'options'), subject));
  (module.overrides ?? []).forEach((override, o) => {
    if (!override.options) return;
    const merged = { ...options, ...override.options };
    if (!entry.validate(merged))
      issues.push(...issuesFromErrors(entry.validate.errors ?? [], `${path}.overrides[${o}].options`, subject));
  });
  return issues;
}

/** Whether a module kind is registered. */
export function isKnownKind(kind: string): boolean {
  return Object.hasOwn(KIND_CATALOG, kind);
}
