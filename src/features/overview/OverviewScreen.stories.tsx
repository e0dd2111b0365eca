import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import type { DataRequest } from '../../data/methods/types';
import type { Dataset } from '../../domain/layout/dataset';
import type { LayoutState } from '../../renderer/layout-state';
import { answerAll, neverAnswer, overviewLayout, refuseUnfiltered } from './overview-fixtures';
import { OverviewView } from './OverviewScreen';
import { parseOverview, type OverviewState } from './overview-search';

type RunData = (method: string, request: DataRequest) => Promise<Dataset>;

/** The overview with its state held locally, as the URL holds it on /home. */
function Overview({ runData, layout }: { runData: RunData; layout: LayoutState }): ReactElement {
  const [state, setState] = useState<OverviewState>(parseOverview({}));
  return (
    <OverviewView
      state={state}
      onState={setState}
      layout={layout}
      user={null}
      onNavigate={() => undefined}
      runData={runData}
    />
  );
}

const meta = {
  title: 'Screens/Performance overview',
  component: Overview,
  args: { runData: answerAll as RunData, layout: overviewLayout() },
} satisfies Meta<typeof Overview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section answered: tiles with their change, charts, order lists (one pacing behind), today views. */
export const Normal: Story = {};
/** The calls on their way: each module shows its skeleton. */
export const Loading: Story = { args: { runData: neverAnswer as RunData } };
/** The layout itself still loading. */
export const LayoutLoading: Story = { args: { layout: { status: 'loading' } } };
/** A caller who sees too many advertisers (501): the spec's text with the "Filter By" open. */
export const DataVolume: Story = { args: { runData: refuseUnfiltered as RunData } };
