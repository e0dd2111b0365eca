import { KIND_CATALOG, validateEnvelope } from './__generated__/catalog';
import type { Layout } from './__generated__/types';
import type { KindCatalogEntry } from './catalog-types';
import type { LayoutIssue } from './messages';
import { ownValue } from '../own';
import { validateLayout } from './validate';

/** Looks up whether a tooltip key has text (the tooltip catalogue, or the layout's own message). */
export type TooltipLookup = (key: string) => boolean;

/**
 * Validation plus the rules beyond the schema: a data method the kind does not support, duplicate module or
 * section ids, tooltip keys with no text. Unknown kinds are reported by the validator's phase two.
 */
export function lintLayout(
  document: unknown,
  hasTooltip: TooltipLookup,
  catalog: Readonly<Record<string, KindCatalogEntry>> = KIND_CATALOG,
): LayoutIssue[] {
  const result = validateLayout(document, catalog);
  if (result.ok) return layoutRuleIssues(result.layout, hasTooltip, catalog);
  // Only the modules' options failed: the envelope is sound, so the other rules can still speak.
  if (!validateEnvelope(document)) return result.issues;
  return [...result.issues, ...layoutRuleIssues(document as Layout, hasTooltip, catalog)];
}

/** The rules beyond the schema, on a layout that already validates. */
export function layoutRuleIssues(
  layout: Layout,
  hasTooltip: TooltipLookup,
  catalog: Readonly<Record<string, KindCatalogEntry>> = KIND_CATALOG,
): LayoutIssue[] {
  const issues: LayoutIssue[] = [];
  const moduleIds = new Map<string, string>();
  const sectionIds = new Map<string, string>();
  layout.components.forEach((section, s) => {
    const sectionPath = `components[${s}]`;
    const seenSection = sectionIds.get(section.id);
    if (seenSection)
      issues.push({ path: `${sectionPath}.id`, message: `duplicate section id '${section.id}' (also ${seenSection})` });
    else sectionIds.set(section.id, sectionPath);
    section.modules.forEach((module, m) => {
      const path = `${sectionPath}.modules[${m}]`;
      const seen = moduleIds.get(module.id);
      if (seen) issues.push({ path: `${path}.id`, message: `duplicate module id '${module.id}' (also ${seen})` });
      else moduleIds.set(module.id, path);
      const manifest = ownValue(catalog, module.name)?.manifest;
      const methods = [module.dataSource?.method, module.options?.dataMethod].filter(
        (m): m is string => typeof m === 'string',
      );
      for (const method of methods) {
        if (manifest && !manifest.dataMethods.includes(method)) {
          const where = module.dataSource?.method === method ? 'dataSource.method' : 'options.dataMethod';
          issues.push({ path: `${path}.${where}`, message: `${module.name} does not support data method '${method}'` });
        }
      }
      for (const [field, list] of [
        ['tooltips', module.tooltips],
        ['noDataTooltips', module.noDataTooltips],
      ] as const) {
        (list ?? []).forEach((tooltip, t) => {
          if (tooltip.message === undefined && !hasTooltip(tooltip.key))
            issues.push({ path: `${path}.${field}[${t}].key`, message: `tooltip '${tooltip.key}' has no text` });
        });
      }
    });
  });
  return issues;
}
