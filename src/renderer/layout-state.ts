import type { Layout, LayoutIssue } from '../domain/layout/validate';

/** The layout state of a dashboard tab: what the renderer draws, or what shows instead (see LayoutStatus). */
export type LayoutState =
  | { status: 'loading' }
  | { status: 'ready'; layout: Layout; source: string; version: number }
  | { status: 'invalid'; issues: LayoutIssue[] }
  | { status: 'error'; message: string };
