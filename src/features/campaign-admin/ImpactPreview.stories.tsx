import type { Meta, StoryObj } from '@storybook/react-vite';
import { IMPACT, MOVE_IMPACT } from './fixtures';
import { ImpactPreview } from './ImpactPreview';

const meta = {
  title: 'Campaign admin/ImpactPreview',
  component: ImpactPreview,
  args: { state: { status: 'ready', impact: IMPACT } },
} satisfies Meta<typeof ImpactPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hiding or archiving one campaign: its links, layouts, notes, the sources not built yet, the totals before → after. */
export const Hide: Story = {};

/** A move: the target advertiser's totals beside the current one's (cost left out for the client view). */
export const Move: Story = { args: { state: { status: 'ready', impact: MOVE_IMPACT } } };

/** While the impact loads: the confirm waits. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** Before the target is chosen. */
export const NoTarget: Story = { args: { state: { status: 'idle' } } };

/** The impact call failed. */
export const Failed: Story = { args: { state: { status: 'error', message: 'Error occured, please try again' } } };
