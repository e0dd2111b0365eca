import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { canCustomiseLayouts } from '../../domain/permissions';
import { environmentFromHost } from '../../domain/theme';
import { advertiserLogoKey } from '../../features/dashboard/api/use-advertiser-logo';
import type { DashboardView } from '../../features/dashboard/dashboard-parts';
import { viewerOf } from '../../features/dashboard/data-environment';
import { exportButtons, exportFileName, exportTab } from '../../features/export/export-config';
import { ExportMenu } from '../../features/export/ExportMenu';
import { EDITOR_TEXTS } from '../../features/layout-editor/texts';
import { NotesDialog } from '../../features/notes/NotesDialog';
import { ShareMenu } from '../../features/share/ShareMenu';
import { isSharedTokenAtom, userAtom } from '../../state/session.atoms';
import { CampaignAdminDialogs } from '../../features/campaign-admin/CampaignAdminDialogs';
import type { CampaignActionId } from '../../features/campaign-admin/actions';
import { adminLinkPath, isAdminAction, isAdminLink } from '../../features/campaign-admin/menu-entries';
import { AdvertiserLogoDialog } from './AdvertiserLogoDialog';
import { CampaignOptionsMenu } from './CampaignOptionsMenu';

// Its own chunk: the dashboard does not wait for the alerts (and their settings drawer) to load.
const AlertsHeaderButton = lazy(() =>
  import('../../features/alerts/AlertsHeaderButton').then((m) => ({ default: m.AlertsHeaderButton })),
);

/** Props of the dashboard toolbar's actions. */
export interface DashboardActionsProps {
  view: DashboardView;
  /** The layout editor is open (its "Edit layout" button hides). */
  editMode: boolean;
  onEditLayout(): void;
}

/**
 * The advertiser dashboard's toolbar actions, composed from the areas that own them: the advertiser's open alerts
 * (never for a share-link guest), the layout's export buttons,
 * "Campaign options" (notes, edit layout), "Edit layout" for users who may customise layouts, and "Share" (never
 * for a share-link guest); the notes dialog opens from here.
 */
export function DashboardActions({ view, editMode, onEditLayout }: DashboardActionsProps): ReactElement {
  const user = useAtomValue(userAtom);
  const shared = useAtomValue(isSharedTokenAtom);
  const [notesOpen, setNotesOpen] = useState(false);
  const [logoOpen, setLogoOpen] = useState(false);
  const [adminAction, setAdminAction] = useState<CampaignActionId | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { selection, config, campaigns } = view;
  const mayEditLayout = !shared && canCustomiseLayouts(user);
  return (
    <>
      {shared ? null : (
        <Suspense fallback={null}>
          <AlertsHeaderButton
            advertiserId={selection.advertiserId}
            advertiserName={selection.advertiserName || `Advertiser ${selection.advertiserId}`}
          />
        </Suspense>
      )}
      <ExportMenu
        formats={exportButtons(config, environmentFromHost(window.location.host))}
        subject={{
          advertiserId: selection.advertiserId,
          tab: exportTab(config, selection.tab),
          campaignIds: campaigns.map((c) => c.id),
          daterange: selection.daterange,
          ...(selection.startdate ? { startDate: selection.startdate } : {}),
          ...(selection.enddate ? { endDate: selection.enddate } : {}),
          fileName: exportFileName(config, {
            advertiser: selection.advertiserName || String(selection.advertiserId),
            tab: selection.tab,
            start: selection.startdate ?? selection.daterange,
            end: selection.enddate ?? '',
          }),
        }}
      />
      <CampaignOptionsMenu
        campaignCount={campaigns.length}
        onSelect={(option) => {
          if (isAdminAction(option)) setAdminAction(option);
          else if (isAdminLink(option))
            void navigate({ to: adminLinkPath(option, campaigns[0]?.id, selection.advertiserId) });
          else if (option === 'edit-layout') onEditLayout();
          else if (option === 'upload-logo') setLogoOpen(true);
          else setNotesOpen(true);
        }}
      />
      {mayEditLayout && !editMode ? (
        <Button size="sm" variant="outline" onClick={onEditLayout}>
          {EDITOR_TEXTS.enter}
        </Button>
      ) : null}
      {shared ? null : <ShareMenu selection={selection} campaignIds={campaigns.map((c) => c.id)} />}
      <NotesDialog
        open={notesOpen}
        onClose={() => setNotesOpen(false)}
        advertiserId={selection.advertiserId}
        campaigns={campaigns}
        canWrite={viewerOf(user) === 'agency'}
      />
      <CampaignAdminDialogs
        open={adminAction}
        onClose={() => setAdminAction(null)}
        advertiser={{ id: selection.advertiserId, name: selection.advertiserName || String(selection.advertiserId) }}
        campaigns={campaigns}
      />
      <AdvertiserLogoDialog
        open={logoOpen}
        onClose={() => setLogoOpen(false)}
        advertiserId={selection.advertiserId}
        advertiserName={selection.advertiserName || `Advertiser ${selection.advertiserId}`}
        onUploaded={() => void queryClient.invalidateQueries({ queryKey: advertiserLogoKey(selection.advertiserId) })}
      />
    </>
  );
}
