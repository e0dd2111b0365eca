import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import type { DashboardSelection } from '../../state/selection';
import { useShareActions, useShares } from './api';
import { ManageSharesDialog, type SharesState } from './ManageSharesDialog';
import { ShareDialog } from './ShareDialog';
import { SHARE_TEXTS } from './texts';

/** Props of the toolbar's share menu: the dashboard on screen. */
export interface ShareMenuProps {
  selection: DashboardSelection & { advertiserId: number };
  /** The campaigns on screen: what a new link shows. */
  campaignIds: readonly number[];
  /** The order on screen (tab `ordersummary`): a new link opens that order. */
  order?: { id: number; name: string };
}

type Open = 'create' | 'manage' | null;

/** "Share": create a link to the dashboard on screen, or manage the advertiser's links. */
export function ShareMenu({ selection, campaignIds, order }: ShareMenuProps): ReactElement {
  const [open, setOpen] = useState<Open>(null);
  const actions = useShareActions(selection.advertiserId);
  const list = useShares(selection.advertiserId, open === 'manage');
  const state: SharesState = list.isError
    ? { status: 'error', message: list.error.message || SHARE_TEXTS.couldNotList }
    : list.data
      ? { status: 'ready', shares: list.data }
      : { status: 'loading' };
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline">
            {SHARE_TEXTS.menu}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="48">
              <Menu.Item value="create" onSelect={() => setOpen('create')}>
                {SHARE_TEXTS.createItem}
              </Menu.Item>
              <Menu.Item value="manage" onSelect={() => setOpen('manage')}>
                {SHARE_TEXTS.manageItem}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ShareDialog
        open={open === 'create'}
        onClose={() => setOpen(null)}
        selection={selection}
        campaignIds={campaignIds}
        order={order}
        onCreate={actions.create}
      />
      <ManageSharesDialog
        open={open === 'manage'}
        onClose={() => setOpen(null)}
        advertiserName={selection.advertiserName || `Advertiser ${selection.advertiserId}`}
        state={state}
        onRevoke={actions.revoke}
        onRotate={actions.rotate}
      />
    </>
  );
}
