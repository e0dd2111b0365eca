/**
 * One log screen's configuration: the contract of the admin kit's LogScreen (issue 20), which had not landed when
 * these screens were built; LogView.tsx implements it on the kit's ResourceTable and list state, so the four logs
 * switch to the kit's component by changing one import.
 */
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Page } from '../../../admin-kit';

/** A filter of a log: a text box, a select of options, or a date ('after' filters are yyyy-MM-dd). */
export interface LogFilter {
  kind: 'text' | 'select' | 'date';
  name: string;
  label: string;
  options?: readonly { value: string; label: string }[];
}

export interface LogConfig<T> {
  title: string;
  columns: ColumnDef<T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- TanStack's own column type
  filters: readonly LogFilter[];
  /** The 'after' filter starts at six months before today (001 §9). */
  defaultAfter?: boolean;
  fetchPage(query: Record<string, string>): Promise<Page<T>>;
  rowId(row: T): string;
  renderDetail?(row: T): ReactNode;
  notice?: ReactNode;
  emptyText: string;
  /** @default 'at' */
  defaultSort?: string;
}

/** Six months before `today`, yyyy-MM-dd (001 §9: the logs' default 'after'). */
export function sixMonthsBefore(today: Date): string {
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth() - 6, today.getDate()));
  // 31 August minus six months is the last day of February, not 3 March.
  if (day.getUTCDate() !== today.getDate()) day.setUTCDate(0);
  return day.toISOString().slice(0, 10);
}
