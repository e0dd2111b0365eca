import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import type { SectionHeaderOptions } from './__generated__/options';

/** What the view draws: trimmed texts (blank ones dropped), the heading level and the rule. */
export interface SectionHeaderData {
  subtitle: string | null;
  description: string | null;
  level: 2 | 3;
  divider: boolean;
}

const text = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Options → header; the dataset is not read (the `none` method). */
export function transformSectionHeader(
  _dataset: Dataset,
  options: SectionHeaderOptions,
  _context: ViewContext,
): SectionHeaderData {
  return {
    subtitle: text(options.subtitle),
    description: text(options.description),
    level: options.level ?? 2,
    divider: options.divider ?? true,
  };
}
