import type { ReactElement } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import type { ScreenProps } from '../../../ui/screen-props';
import { LABELS } from '../labels';
import type { AccessGroupRow } from '../types';
import { AccessGroupEditor } from './AccessGroupEditor';
import { accessGroupsApi } from './api';
import { ACCESS_GROUP_COLUMNS } from './group-columns';
import { GroupsScreen } from './GroupsScreen';

/** Access groups (issue 21): named bundles of rights in one agency; editing one changes its members' rights at once. */
export function AccessGroupsScreen({ title }: ScreenProps): ReactElement {
  return (
    <GroupsScreen<AccessGroupRow>
      title={title}
      api={accessGroupsApi}
      columns={ACCESS_GROUP_COLUMNS}
      caption={LABELS.accessGroups}
      emptyText={MESSAGES.muAccessGroupsEmpty}
      newLabel={MESSAGES.muNewAccessGroup}
      deleteBody={(row) => messageText('muDeleteAccessGroupBody', { count: row.memberCount })}
      Editor={AccessGroupEditor}
    />
  );
}
