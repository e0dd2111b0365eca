/** The answers of the theme calls (System Admin, white labels), shared by the server and the screen. */
import type { ThemeRecord } from './theme';

/** An agency as a theme's answer names it. */
export interface ThemeAgency {
  id: number;
  name: string;
}

/** One row of the theme list. */
export interface ThemeListItem {
  code: string;
  name: string;
  companyName: string;
  rootDomain: string;
  primary: string;
  logo: string;
  agencies: ThemeAgency[];
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** One theme as the editor reads it. */
export interface ThemeDetail {
  theme: ThemeRecord;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  agencies: ThemeAgency[];
}
