import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditDetail } from './AuditDetail';
import type { AuditEntry } from './audit-api';

const entry: AuditEntry = {
  id: 12,
  at: '2026-11-20T10:00:00.000Z',
  actorId: 1,
  actorEmail: 'super@sightline.test',
  agencyId: null,
  area: 'tooltips',
  objectType: 'tooltip',
  objectId: 'ClickThrough',
  objectLabel: 'CTR',
  action: 'update',
  before: { key: 'ClickThrough', title: 'CTR', message: 'Clicks divided by impressions.' },
  after: { key: 'ClickThrough', title: 'CTR', message: 'Clicks per hundred impressions.' },
  reverts: null,
  revertible: true,
};

/** An opened entry of the configurability log: the diff and, where the area allows it, Revert. */
const meta = { title: 'System Admin/Audit entry detail', component: AuditDetail } satisfies Meta<typeof AuditDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Revertible: Story = { args: { entry } };
export const ARevert: Story = {
  args: { entry: { ...entry, id: 13, action: 'revert', reverts: 12, before: entry.after, after: entry.before } },
};
export const NotRevertible: Story = {
  args: { entry: { ...entry, area: 'cache', revertible: false, before: null, after: { cleared: 'all' } } },
};
