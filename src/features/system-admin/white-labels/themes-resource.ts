/** The themes resource on react-query (the admin kit's factory): list, create, update, remove and their keys. */
import { createResourceApi } from '../../../admin-kit';
import {
  createTheme,
  deleteTheme,
  listThemes,
  updateTheme,
  type ThemeDetail,
  type ThemeFormValue,
  type ThemeListItem,
} from './themes-api';

export const themesResource = createResourceApi<ThemeListItem, string, ThemeFormValue, ThemeFormValue>({
  key: 'system-themes',
  list: listThemes,
  create: async (input): Promise<ThemeListItem> => itemOfDetail(await createTheme(input)),
  update: async (code, input): Promise<ThemeListItem> => itemOfDetail(await updateTheme(code, input)),
  remove: deleteTheme,
});

/** A saved theme as a row of the list. */
export function itemOfDetail(detail: ThemeDetail): ThemeListItem {
  const { theme } = detail;
  return {
    code: theme.code,
    name: theme.name,
    companyName: theme.companyName,
    rootDomain: theme.rootDomain,
    primary: theme.colors.primary,
    logo: theme.logo,
    agencies: detail.agencies,
    version: detail.version,
    updatedAt: detail.updatedAt,
    updatedBy: detail.updatedBy,
  };
}
