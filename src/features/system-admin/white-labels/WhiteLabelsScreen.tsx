/**
 * System Admin → White Labels (000 §2, §3 Theme), also the user menu's Theme editor: the list of agency themes, and
 * the editor of one (`?edit=<code>`) or of a new one (`?create=1`), both kept in the URL so a link opens them.
 */
import { Stack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { ThemeEditorPage } from './ThemeEditorPage';
import { ThemesTable } from './ThemesTable';

export function WhiteLabelsScreen({ title }: ScreenProps): ReactElement {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const navigate = useNavigate();
  const editing = typeof search.edit === 'string' && search.edit ? search.edit : null;
  const creating = !editing && (search.create === 1 || search.create === '1' || search.create === true);
  const go = (next: { edit?: string; create?: 1 }, replace = false): void =>
    void navigate({
      to: '.',
      replace,
      search: (previous: Record<string, unknown>) => {
        const { edit: _edit, create: _create, ...rest } = previous;
        return { ...rest, ...next };
      },
    } as never);
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      {editing || creating ? (
        <ThemeEditorPage code={editing} onClose={() => go({})} onCreated={(code) => go({ edit: code }, true)} />
      ) : (
        <ThemesTable onEdit={(code) => go({ edit: code })} onCreate={() => go({ create: 1 })} />
      )}
    </Stack>
  );
}
