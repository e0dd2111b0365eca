/**
 * The fields a printed dashboard shows, for its glossary: what each module's options and tooltips name (metrics,
 * dimensions, columns); for a module whose options name none (a table showing its data's columns), the columns of
 * its data that carry a value. Pure, so it is unit-tested without a browser.
 */
import type { Dataset } from '../../domain/layout/dataset';
import { fieldDefinition } from '../../domain/field-labels';
import { isMetric } from '../../domain/metric-catalogue';

interface ShownModule {
  options?: unknown;
  tooltips?: readonly { key?: string; mapKey?: string }[];
}

const known = (text: string): boolean => isMetric(text) || fieldDefinition(text) !== undefined;

/** Every string inside a value (objects and arrays walked), in order. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

/** The fields the modules show, in page order, each once; `datasets[i]` is the data module i drew. */
export function glossaryFields(modules: readonly ShownModule[], datasets: readonly (Dataset | undefined)[]): string[] {
  const fields = new Set<string>();
  modules.forEach((module, index) => {
    const named = [
      ...strings(module.options),
      ...(module.tooltips ?? []).flatMap((tip) => [tip.mapKey, tip.key].filter((k): k is string => !!k)),
    ].filter(known);
    const dataset = datasets[index];
    const fromData =
      named.some(isMetric) || !dataset
        ? []
        : [...new Set(dataset.rows.flatMap((row) => Object.keys(row)))].filter(
            (key) =>
              known(key) &&
              dataset.rows.some((row) => {
                const value = row[key];
                return value !== null && value !== undefined && value !== 0 && value !== '';
              }),
          );
    for (const field of [...named, ...fromData]) fields.add(field);
  });
  return [...fields];
}
