/**
 * /admin/feed-tools (issue 26): CSV import through the existing importer (upload, line-by-line refusals; nothing is
 * stored when a line is refused), the load history, and the sync status of every connection of the caller's scope
 * with "Re-sync this range".
 */
import { Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';
import { ImportSection } from './FeedImport';
import { LoadsSection } from './FeedLoads';
import { SyncSection } from './FeedSync';

export function FeedToolsScreen({ title }: ScreenProps): ReactElement {
  return (
    <Stack gap="4">
      <ScreenTitle title={title} />
      <ImportSection />
      <SyncSection />
      <LoadsSection />
    </Stack>
  );
}
