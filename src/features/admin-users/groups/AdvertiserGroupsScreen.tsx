import type { ReactElement } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import type { ScreenProps } from '../../../ui/screen-props';
import { LABELS } from '../labels';
import type { AdvertiserGroupRow } from '../types';
import { AdvertiserGroupEditor } from './AdvertiserGroupEditor';
import { advertiserGroupsApi } from './api';
import { ADVERTISER_GROUP_COLUMNS } from './group-columns';
import { GroupsScreen } from './GroupsScreen';

/** Advertiser groups (issue 21): named sets of advertisers; granting one grants every advertiser in it, later ones too. */
export function AdvertiserGroupsScreen({ title }: ScreenProps): ReactElement {
  return (
    <GroupsScreen<AdvertiserGroupRow>
      title={title}
      api={advertiserGroupsApi}
      columns={ADVERTISER_GROUP_COLUMNS}
      caption={LABELS.advertiserGroups}
      emptyText={MESSAGES.muAdvertiserGroupsEmpty}
      newLabel={MESSAGES.muNewAdvertiserGroup}
      deleteBody={(row) => messageText('muDeleteAdvertiserGroupBody', { count: row.advertiserCount })}
      Editor={AdvertiserGroupEditor}
    />
  );
}
