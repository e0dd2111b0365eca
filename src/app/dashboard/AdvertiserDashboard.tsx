import { useAtomValue } from 'jotai';
import { useReducer, type ReactElement } from 'react';
import { AdvertiserScreen } from '../../features/dashboard/AdvertiserScreen';
import type { DashboardParts, DashboardView } from '../../features/dashboard/dashboard-parts';
import { CLOSED_EDITOR, editorReducer } from '../../features/layout-editor/editor-state';
import { LayoutEditor } from '../../features/layout-editor/LayoutEditor';
import { CampaignNameEditor } from '../../features/campaign-admin/CampaignNameEditor';
import { useNoteAnnotations } from '../../features/notes/api';
import { userAtom } from '../../state/session.atoms';
import type { ScreenProps } from '../../ui/screen-props';
import { DashboardActions } from './DashboardActions';

/**
 * /advertiser as the app composes it: the dashboard feature with the other areas' parts in its slots (toolbar
 * actions, the layout editor in edit mode, the notes' chart marks), so that no feature imports another.
 */
export function AdvertiserDashboard(props: ScreenProps): ReactElement {
  const user = useAtomValue(userAtom);
  // Edit mode (000 §4): the layout editor replaces the live layout of the current tab until it is left.
  const [editor, dispatchEditor] = useReducer(editorReducer, CLOSED_EDITOR);
  const enterEditor = ({ selection }: DashboardView): void => {
    if (editor.editMode) return;
    dispatchEditor({ type: 'enter', scope: { kind: 'ADVERTISER', id: selection.advertiserId }, tactic: selection.tab });
  };
  const parts: DashboardParts = {
    actions: (view) => (
      <DashboardActions view={view} editMode={editor.editMode} onEditLayout={() => enterEditor(view)} />
    ),
    editor: ({ selection, environment }) =>
      editor.editMode ? (
        <LayoutEditor
          state={editor}
          dispatch={dispatchEditor}
          tactic={selection.tab}
          advertiser={{
            id: selection.advertiserId,
            name: selection.advertiserName || `Advertiser ${selection.advertiserId}`,
          }}
          agency={
            user?.active_agency_id != null
              ? { id: user.active_agency_id, name: user.active_agency_name ?? `Agency ${user.active_agency_id}` }
              : null
          }
          environment={environment}
        />
      ) : null,
    campaignName: ({ selection }, campaign) => (
      <CampaignNameEditor advertiserId={selection.advertiserId} campaign={campaign} />
    ),
    useAnnotations: useNoteAnnotations,
  };
  return <AdvertiserScreen {...props} parts={parts} />;
}
