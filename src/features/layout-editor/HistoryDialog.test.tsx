import { ApolloProvider } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, messageText } from '../../domain/messages';
import { renderWithProviders } from '../../../tests/render-with-providers';
import {
  CONFLICT_CHANGE,
  fakeHistoryServer,
  HISTORY_SCOPE,
  HISTORY_TACTIC,
  refusal,
  SAMPLE_CHANGES,
  type GraphAnswer,
} from './history-fixtures';
import { HistoryDialog } from './HistoryDialog';
import { HistoryDiff } from './HistoryDiff';

function renderDialog(options: { empty?: boolean; override?: GraphAnswer; currentVersion?: number } = {}) {
  const server = fakeHistoryServer(options);
  const onRestored = vi.fn();
  renderWithProviders(
    <ApolloProvider client={server.client}>
      <HistoryDialog
        open
        onClose={() => undefined}
        scope={HISTORY_SCOPE}
        tactic={HISTORY_TACTIC}
        currentVersion={options.currentVersion ?? 4}
        onRestored={onRestored}
      />
    </ApolloProvider>,
  );
  return { server, onRestored };
}

const versionRows = async (): Promise<HTMLElement[]> => {
  await screen.findByRole('radio', { name: 'Version 4' });
  return screen.getAllByRole('listitem').filter((item) => /^Version \d+$/.test(item.getAttribute('aria-label') ?? ''));
};

const changeTexts = async (group: string): Promise<string[]> => {
  const list = await screen.findByRole('list', { name: `${group} changes` });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent ?? '');
};

describe('HistoryDialog', () => {
  it('lists the versions newest first with action, who, when and summary', async () => {
    const { server } = renderDialog();
    const rows = await versionRows();
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Version 4', 'Version 3', 'Version 2', 'Version 1']);
    expect(rows[0]).toHaveTextContent('Current');
    expect(rows[0]).toHaveTextContent('Restored version 2');
    expect(rows[0]).toHaveTextContent('by sam@agency.test on');
    expect(rows[0]).toHaveTextContent(/on 5\/\d{2}\/26 \d{1,2}:\d{2} (AM|PM)/);
    expect(rows[1]).toHaveTextContent('Reset to inherited');
    expect(rows[3]).toHaveTextContent("'Top publishers' widened from 6 to 12 columns (large screens)");
    expect(server.calls[0]).toEqual({
      operationName: 'LayoutHistory',
      variables: { scope: { kind: 'ADVERTISER', id: 7 }, tactic: 'display' },
    });
  });

  it('says so when there are no versions', async () => {
    renderDialog({ empty: true, currentVersion: 0 });
    expect(await screen.findByText('No saved versions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('shows a refused history in an alert', async () => {
    renderDialog({ override: () => refusal(403, 'notAuthorized') });
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.notAuthorized)).toBeInTheDocument();
  });

  it('compares the newest version with the one before it by default', async () => {
    const { server } = renderDialog();
    expect(await screen.findByRole('heading', { name: 'Changes from version 3 to version 4' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Version 4' })).toBeChecked();
    expect(await changeTexts('Modules')).toContain(
      "Module 'Top publishers' moved from position 3 to 1 in 'Performance'",
    );
    await waitFor(() =>
      expect(server.calls.find((c) => c.operationName === 'LayoutDiff')?.variables).toEqual({
        scope: { kind: 'ADVERTISER', id: 7 },
        tactic: 'display',
        from: 3,
        to: 4,
      }),
    );
  });

  it('compares a picked version with the inherited layout', async () => {
    renderDialog();
    await versionRows();
    await userEvent.click(screen.getByRole('radio', { name: 'Version 1' }));
    expect(await screen.findByRole('heading', { name: 'Changes from the inherited layout to version 1' })).toBeTruthy();
    expect(await changeTexts('Modules')).toEqual([
      "'Top publishers' widened from 6 to 12 columns (large screens)",
      "'Top publishers' options: columns [Publisher, Impressions, Clicks] → [Publisher, Impressions], perPage 10 → 25",
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), '2');
    expect(await screen.findByRole('heading', { name: 'Changes from version 2 to version 1' })).toBeTruthy();
    expect(await changeTexts('Page settings')).toEqual(['Page settings: shouldUsingTabs on → unset']);
  });

  it('says there are no differences between equal versions', async () => {
    renderDialog();
    await versionRows();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Compare with' }), '2');
    expect(await screen.findByText('No differences.')).toBeInTheDocument();
  });

  it('offers no restore for the current version or a reset', async () => {
    renderDialog();
    await versionRows();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Version 3' }));
    await screen.findByRole('heading', { name: 'Changes from version 2 to version 3' });
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('restores a version after a confirmation, against the current Version', async () => {
    const { server, onRestored } = renderDialog();
    await versionRows();
    await userEvent.click(screen.getByRole('radio', { name: 'Version 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    expect(server.calls.some((c) => c.operationName === 'RestoreLayoutVersion')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(server.calls.find((c) => c.operationName === 'RestoreLayoutVersion')?.variables).toEqual({
      scope: { kind: 'ADVERTISER', id: 7 },
      tactic: 'display',
      version: 1,
      Version: 4,
    });
    expect(onRestored.mock.calls[0]?.[0]).toMatchObject({ Version: 5, customized: true });
    expect(await screen.findByText('Version 1 restored as version 5.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Version 5' })).toBeChecked();
  });

  it('shows a version conflict in the dialog and calls nothing back', async () => {
    const { onRestored } = renderDialog({ currentVersion: 3 });
    await versionRows();
    await userEvent.click(screen.getByRole('radio', { name: 'Version 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm restore' }));
    expect(await screen.findByText(messageText('layoutVersionConflict', CONFLICT_CHANGE))).toBeInTheDocument();
    expect(screen.getByText(/Someone else changed this layout/)).toBeInTheDocument();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('shows any other refusal of the restore', async () => {
    renderDialog({
      override: (call) => (call.operationName === 'RestoreLayoutVersion' ? refusal(403, 'notAuthorized') : undefined),
    });
    await versionRows();
    await userEvent.click(screen.getByRole('radio', { name: 'Version 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm restore' }));
    expect(await screen.findByText(MESSAGES.notAuthorized)).toBeInTheDocument();
    expect(screen.queryByText(/Someone else changed this layout/)).toBeNull();
  });
});

describe('HistoryDiff', () => {
  it('groups sections, then modules, then page settings, each change with its badge text', () => {
    renderWithProviders(<HistoryDiff changes={[...SAMPLE_CHANGES].reverse()} />);
    const groups = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(groups).toEqual(['Modules', 'Page settings']);
    const modules = within(screen.getByRole('list', { name: 'Modules changes' })).getAllByRole('listitem');
    const disabled = modules.find((item) => item.textContent?.includes("'Daily trend' disabled"));
    expect(disabled && within(disabled).getByText('Disabled')).toBeTruthy();
    const moved = modules.find((item) => item.textContent?.includes("'Pie chart' moved from 'Performance'"));
    expect(moved && within(moved).getByText('Moved')).toBeTruthy();
  });

  it('puts section changes first with added and removed badges', () => {
    renderWithProviders(
      <HistoryDiff
        changes={[
          { kind: 'config', path: 'config', text: 'Page settings: pdfExport on → off' },
          { kind: 'module-added', path: 'components[0].modules[0]', text: "Module 'Map' added to 'Delivery'" },
          { kind: 'section-removed', path: 'components[2]', text: "Section 'Old' removed" },
          { kind: 'section-added', path: 'components[0]', text: "Section 'Delivery' added" },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Sections', 'Modules', 'Page settings']);
    const sections = within(screen.getByRole('list', { name: 'Sections changes' })).getAllByRole('listitem');
    expect(sections.map((item) => item.firstElementChild?.textContent?.slice(1))).toEqual(['Removed', 'Added']);
  });

  it("says 'No differences.' for none", () => {
    renderWithProviders(<HistoryDiff changes={[]} />);
    expect(screen.getByText('No differences.')).toBeInTheDocument();
  });
});
