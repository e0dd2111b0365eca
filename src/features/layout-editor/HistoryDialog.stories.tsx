import { ApolloProvider } from '@apollo/client/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement, type ReactNode } from 'react';
import {
  fakeHistoryServer,
  HISTORY_SCOPE,
  HISTORY_TACTIC,
  refusal,
  SAMPLE_CHANGES,
  type GraphAnswer,
} from './history-fixtures';
import { HistoryDialog } from './HistoryDialog';
import { HistoryDiff } from './HistoryDiff';

/**
 * The dialog runs on an in-memory `/graph` (the notes dialog's pattern) rather than Apollo's MockedProvider: the
 * fake answers every diff from the real `diffLayouts` and keeps restores, so the story can be clicked through.
 */
function HistoryServer(props: { empty?: boolean; override?: GraphAnswer; children: ReactNode }): ReactElement {
  const [server] = useState(() => fakeHistoryServer({ empty: props.empty, override: props.override }));
  return <ApolloProvider client={server.client}>{props.children}</ApolloProvider>;
}

const withHistory =
  (options: { empty?: boolean; override?: GraphAnswer } = {}): Decorator =>
  (Story) => (
    <HistoryServer {...options}>
      <Story />
    </HistoryServer>
  );

const meta = {
  title: 'Layout editor/HistoryDialog',
  component: HistoryDialog,
  args: {
    open: true,
    onClose: () => undefined,
    scope: HISTORY_SCOPE,
    tactic: HISTORY_TACTIC,
    currentVersion: 4,
    onRestored: () => undefined,
  },
} satisfies Meta<typeof HistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four versions (two saves, a reset, a restore); the newest is compared with the one before it. */
export const Versions: Story = { decorators: [withHistory()] };

/** A scope that was never customised. */
export const NoVersions: Story = { args: { currentVersion: 0 }, decorators: [withHistory({ empty: true })] };

/** The history query was refused. */
export const NotAuthorized: Story = {
  decorators: [withHistory({ override: () => refusal(403, 'notAuthorized') })],
};

/** Someone saved meanwhile: a restore answers a version conflict (409). */
export const RestoreConflict: Story = { args: { currentVersion: 3 }, decorators: [withHistory()] };

/** The diff alone: sections, then modules, then page settings, each change with its badge. */
export const Diff: StoryObj<typeof HistoryDiff> = {
  render: () => <HistoryDiff changes={SAMPLE_CHANGES} />,
};

/** Two versions with the same layout. */
export const DiffWithoutChanges: StoryObj<typeof HistoryDiff> = {
  render: () => <HistoryDiff changes={[]} />,
};
