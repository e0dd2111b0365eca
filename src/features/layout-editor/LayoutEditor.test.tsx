import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useReducer, useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/validate';
import { messageText } from '../../domain/messages';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { removeModule } from './edit-ops';
import { EDITOR_LAYOUT, editorPreviewEnvironment } from './editor-fixtures';
import { CLOSED_EDITOR, editorReducer, type EditorState } from './editor-state';
import { LayoutEditor } from './LayoutEditor';

interface GraphCall {
  operationName: string;
  variables: Record<string, unknown>;
}
type Answer = { status?: number; body: unknown };

/** Who changed the layout in the fake's conflicts. */
const CONFLICT = { changedBy: 'sam@agency.test', changedAt: '2026-06-01 10:00 UTC' };

/** Scopes' customisations in memory; answers the editor's operations, or `override` first. */
function fakeLayoutServer(override?: (call: GraphCall) => Answer | undefined) {
  const rows = new Map<string, { Version: number; document: Layout | null }>();
  const calls: GraphCall[] = [];
  const view = (kind: string, id: number, tactic: string) => {
    const row = rows.get(`${kind}:${id}`) ?? { Version: 0, document: null };
    return {
      __typename: 'LayoutCustomization',
      kind,
      scopeId: id,
      scopeName: kind === 'AGENCY' ? 'Acme Agency' : 'Riverside Dental',
      tactic,
      Version: row.Version,
      customized: row.document !== null,
      modifiedAt: row.Version ? '2026-06-01T10:00:00.000Z' : null,
      modifiedBy: row.Version ? 'dash.admin@sightline.test' : null,
      effective: {
        __typename: 'ResolvedLayout',
        tactic,
        source: row.document ? kind : 'DEFAULT',
        document: row.document ?? EDITOR_LAYOUT,
        Version: row.Version,
      },
    };
  };
  const answer = ({ operationName, variables: v }: GraphCall): Answer => {
    const scope = (v.scope ?? (v.input as Record<string, unknown> | undefined)?.scope) as { kind: string; id: number };
    const key = `${scope.kind}:${scope.id}`;
    const current = rows.get(key)?.Version ?? 0;
    if (operationName === 'LayoutCustomization')
      return { body: { data: { layoutCustomization: view(scope.kind, scope.id, v.tactic as string) } } };
    const input = (v.input ?? v) as { Version: number; document?: Layout; tactic: string };
    if (input.Version !== current)
      return {
        status: 409,
        body: {
          data: null,
          errors: [
            {
              message: messageText('layoutVersionConflict', CONFLICT),
              extensions: { status: 409, code: 'layoutVersionConflict', ...CONFLICT, currentVersion: current },
            },
          ],
        },
      };
    rows.set(key, {
      Version: current + 1,
      document: operationName === 'SaveLayoutCustomization' ? input.document! : null,
    });
    const field = operationName === 'SaveLayoutCustomization' ? 'saveLayoutCustomization' : 'resetLayoutCustomization';
    return { body: { data: { [field]: view(scope.kind, scope.id, input.tactic) } } };
  };
  const fetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = JSON.parse(String(init?.body)) as GraphCall;
    const call = { operationName: request.operationName, variables: request.variables ?? {} };
    calls.push(call);
    const { status = 200, body } = override?.(call) ?? answer(call);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  const client = new ApolloClient({ link: new HttpLink({ uri: '/graph', fetch }), cache: new InMemoryCache() });
  return { rows, calls, client, names: () => calls.map((c) => c.operationName) };
}

/** The advertiser screen's part: the editor state, entered on the display tab of advertiser 7. */
function EditMode({ seen, layoutTooltips }: { seen: { state?: EditorState }; layoutTooltips: boolean }): ReactElement {
  const [state, dispatch] = useReducer(editorReducer, CLOSED_EDITOR);
  const [environment] = useState(() => ({
    ...editorPreviewEnvironment(),
    tooltips: (key: string) =>
      layoutTooltips && key === 'Impressions' ? { message: 'Times an ad was shown.' } : undefined,
  }));
  useEffect(() => dispatch({ type: 'enter', scope: { kind: 'ADVERTISER', id: 7 }, tactic: 'display' }), []);
  seen.state = state;
  if (!state.editMode) return <p>Live dashboard</p>;
  return (
    <LayoutEditor
      state={state}
      dispatch={dispatch}
      tactic="display"
      advertiser={{ id: 7, name: 'Riverside Dental' }}
      agency={{ id: 2, name: 'Acme Agency' }}
      environment={environment}
    />
  );
}

function renderEditor(options: { override?: (call: GraphCall) => Answer | undefined; layoutTooltips?: boolean } = {}) {
  const server = fakeLayoutServer(options.override);
  const seen: { state?: EditorState } = {};
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <EditMode seen={seen} layoutTooltips={options.layoutTooltips ?? true} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/advertiser?tab=display'] }),
  });
  renderWithProviders(
    <ApolloProvider client={server.client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { server, state: () => seen.state!, router };
}

const saveButton = (): HTMLElement => screen.getByRole('button', { name: 'Save' });
const loaded = async (): Promise<void> => {
  await screen.findByRole('region', { name: 'Breakdowns' });
};
const removeDevices = async (): Promise<void> => {
  await userEvent.click(screen.getByRole('button', { name: 'Remove Devices' }));
};

describe('LayoutEditor', { timeout: 30_000 }, () => {
  it('starts from what the advertiser shows now, with save disabled', async () => {
    const { server, state } = renderEditor();
    await loaded();
    expect(screen.getByText('Showing the default layout')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Customise for' })).toHaveValue('ADVERTISER');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset to inherited' })).toBeDisabled();
    expect(server.calls[0]).toEqual({
      operationName: 'LayoutCustomization',
      variables: { scope: { kind: 'ADVERTISER', id: 7 }, tactic: 'display' },
    });
    expect(state()).toMatchObject({ editMode: true, enableSave: false, baseVersion: 0 });
  });

  it('enables save only while something changed, and saves the working layout with its Version', async () => {
    const { server, state } = renderEditor();
    await loaded();
    await removeDevices();
    expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved for This advertiser: Riverside Dental (version 1).',
    );
    const sent = server.calls.find((c) => c.operationName === 'SaveLayoutCustomization');
    expect(sent?.variables).toEqual({
      input: {
        scope: { kind: 'ADVERTISER', id: 7 },
        tactic: 'display',
        Version: 0,
        document: removeModule(EDITOR_LAYOUT, 'devices'),
      },
    });
    expect(saveButton()).toBeDisabled();
    expect(state()).toMatchObject({ enableSave: false, baseVersion: 1 });
    await waitFor(() => expect(screen.getByText('Showing its own customisation, version 1')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Reset to inherited' })).toBeEnabled();
  });

  it('checks the layout on the client and sends nothing while a rule fails', async () => {
    const { server } = renderEditor({ layoutTooltips: false });
    await loaded();
    await removeDevices();
    await userEvent.click(saveButton());
    const problems = await screen.findByRole('list', { name: 'Fix these problems before saving:' });
    expect(problems).toHaveTextContent("components[0].modules[0].tooltips[0].key: tooltip 'Impressions' has no text");
    expect(server.names()).not.toContain('SaveLayoutCustomization');
  });

  it('shows a conflict with who and when, and loads the latest on request', async () => {
    const { server, state } = renderEditor();
    await loaded();
    server.rows.set('ADVERTISER:7', { Version: 1, document: removeModule(EDITOR_LAYOUT, 'creative') });
    await removeDevices();
    await userEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messageText('layoutVersionConflict', CONFLICT));
    expect(state().enableSave).toBe(true);
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(await screen.findByRole('group', { name: 'Devices' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Creatives' })).toBeNull();
    expect(state()).toMatchObject({ enableSave: false, baseVersion: 1 });
  });

  it('lists the issues of a document the server refuses, with their paths', async () => {
    renderEditor({
      override: (call) =>
        call.operationName === 'SaveLayoutCustomization'
          ? {
              status: 400,
              body: {
                data: null,
                errors: [
                  {
                    message: messageText('invalidLayout', {
                      issues: 'components[1].modules[0].options.perPage: must be <= 100',
                    }),
                    extensions: {
                      status: 400,
                      code: 'invalidLayout',
                      issues: [{ path: 'components[1].modules[0].options.perPage', message: 'must be <= 100' }],
                    },
                  },
                ],
              },
            }
          : undefined,
    });
    await loaded();
    await removeDevices();
    await userEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'components[1].modules[0].options.perPage: must be <= 100',
    );
  });

  it('resets a customised scope after a confirmation', async () => {
    const { server } = renderEditor();
    server.rows.set('ADVERTISER:7', { Version: 2, document: removeModule(EDITOR_LAYOUT, 'creative') });
    await loaded();
    expect(screen.getByText('Showing its own customisation, version 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to inherited' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to inherited' }));
    expect(await screen.findByRole('status')).toHaveTextContent('shows the inherited layout again');
    expect(server.calls.find((c) => c.operationName === 'ResetLayoutCustomization')?.variables).toEqual({
      scope: { kind: 'ADVERTISER', id: 7 },
      tactic: 'display',
      Version: 2,
    });
    expect(screen.getByRole('group', { name: 'Creatives' })).toBeTruthy();
  });

  it('switches to the agency scope and loads its layout', async () => {
    const { server, state } = renderEditor();
    await loaded();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customise for' }), 'AGENCY');
    await waitFor(() => expect(state().scope).toEqual({ kind: 'AGENCY', id: 2 }));
    await loaded();
    expect(server.calls.at(-1)).toEqual({
      operationName: 'LayoutCustomization',
      variables: { scope: { kind: 'AGENCY', id: 2 }, tactic: 'display' },
    });
  });

  it('asks before leaving edit mode with unsaved changes; leaving discards them and disables save', async () => {
    const { state } = renderEditor();
    await loaded();
    await removeDevices();
    await userEvent.click(screen.getByRole('button', { name: 'Leave edit mode' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(state()).toMatchObject({ editMode: true, enableSave: true });
    await userEvent.click(screen.getByRole('button', { name: 'Leave edit mode' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    expect(await screen.findByText('Live dashboard')).toBeTruthy();
    expect(state()).toMatchObject({ editMode: false, enableSave: false, currCustomizations: null });
  });

  it('holds a navigation to another tab while there are unsaved changes', async () => {
    const { router } = renderEditor();
    await loaded();
    await removeDevices();
    void router.navigate({ to: '/advertiser', search: { tab: 'ott' } as never });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Leave this page? Your unsaved layout changes will be lost.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'display' }));
  });
});
