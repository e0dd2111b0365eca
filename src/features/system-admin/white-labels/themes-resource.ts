/**
 * The themes resource on react-query (the admin kit's factory): the list, delete, and the keys every write
 * invalidates. The editor saves through themes-api.ts directly (it needs the whole answer, version included) and
 * invalidates the same keys.
 */
import { createResourceApi } from '../../../admin-kit';
import { deleteTheme, listThemes, type ThemeFormValue, type ThemeListItem } from './themes-api';

export const themesResource = createResourceApi<ThemeListItem, string, ThemeFormValue, ThemeFormValue>({
  key: 'system-themes',
  list: listThemes,
  remove: deleteTheme,
});
