/** The glossary of an export or a screen: the definitions of the metrics and columns it shows, from the catalogues. */
import { fieldDefinition, fieldLabel } from './field-labels';
import { metricDefinition } from './metric-catalogue';

/** One glossary line. */
export interface GlossaryEntry {
  /** The field the answers carry. */
  key: string;
  /** Its label on these campaign types. */
  term: string;
  definition: string;
}

/**
 * The definitions of the given fields, metrics first then columns, each in the order given; each
 * metric once (aliases fold into their metric), fields without a definition left out.
 */
export function glossaryFor(fields: Iterable<string>, campaignTypes: readonly string[] = []): GlossaryEntry[] {
  const metrics = new Map<string, GlossaryEntry>();
  const columns = new Map<string, GlossaryEntry>();
  for (const field of fields) {
    const metric = metricDefinition(field);
    const key = metric?.key ?? field;
    const target = metric ? metrics : columns;
    if (target.has(key)) continue;
    const definition = fieldDefinition(key);
    if (definition) target.set(key, { key, term: fieldLabel(key, campaignTypes), definition });
  }
  return [...metrics.values(), ...columns.values()];
}
