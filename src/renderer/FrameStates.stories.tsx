import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { FrameEmpty, FrameError, FrameLoading } from './FrameStates';

/** The three states every module frame shows before or instead of its view; drawn once here for all kinds. */
function FrameStates({ state }: { state: 'loading' | 'empty' | 'error' }): ReactElement {
  if (state === 'loading') return <FrameLoading />;
  if (state === 'empty')
    return (
      <FrameEmpty tooltips={[{ key: 'help.topN.publishers', message: 'Top 99 publishers plus Other are shown.' }]} />
    );
  return <FrameError message="Missing parameters" />;
}

const meta = { title: 'Renderer/Module frame states', component: FrameStates } satisfies Meta<typeof FrameStates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Error: Story = { args: { state: 'error' } };
