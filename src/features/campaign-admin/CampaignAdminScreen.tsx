import { useRouterState } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { AreaLayout } from '../../admin-kit';
import type { ScreenProps } from '../../ui/screen-props';
import { ArchiveScreen } from './ArchiveScreen';
import { HiddenCampaignsScreen } from './HiddenCampaignsScreen';
import { HistoryScreen } from './HistoryScreen';
import { LABELS } from './texts';

const NAV = [
  { id: 'hidden', label: LABELS.hiddenCampaigns, to: '/campaigns/hidden' },
  { id: 'archive', label: LABELS.viewArchive, to: '/campaigns/archive' },
];

/** /campaigns/… (issue 23): the hidden campaigns, the archive and a campaign's history, for campaign admins. */
export function CampaignAdminScreen(props: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const page = pathname.endsWith('/history')
    ? 'history'
    : pathname.startsWith('/campaigns/archive')
      ? 'archive'
      : 'hidden';
  return (
    <AreaLayout navLabel={LABELS.campaignsNav} items={NAV} active={page === 'history' ? undefined : page}>
      {page === 'history' ? (
        <HistoryScreen {...props} />
      ) : page === 'archive' ? (
        <ArchiveScreen {...props} />
      ) : (
        <HiddenCampaignsScreen {...props} />
      )}
    </AreaLayout>
  );
}
