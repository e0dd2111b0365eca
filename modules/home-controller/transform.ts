import { RECENT_PAGES_MAX } from '../../src/domain/constants';
import type { Dataset } from '../../src/domain/layout/dataset';
import type { ViewContext } from '../../src/registry/types';
import type { HomeControllerOptions } from './__generated__/options';

/** One recent page. */
export interface RecentLink {
  title: string;
  path: string;
}

/** What the view draws. */
export interface HomeControllerData {
  links: RecentLink[];
}

/** Recent pages in order, without entries lacking a path or repeating one, at most itemLimit (default 11). */
export function transformHome(
  dataset: Dataset,
  options: HomeControllerOptions,
  _context: ViewContext,
): HomeControllerData {
  const seen = new Set<string>();
  const links: RecentLink[] = [];
  for (const row of dataset.rows) {
    const path = typeof row.fullPath === 'string' ? row.fullPath.trim() : '';
    if (!path || seen.has(path)) continue;
    seen.add(path);
    const title = [row.title, row.name].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    links.push({ title: title ?? path, path });
  }
  return { links: links.slice(0, options.itemLimit ?? RECENT_PAGES_MAX) };
}
