import { Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { MESSAGES } from '../../domain/messages';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** /admin/feed-tools: the route's title until its issue lands. */
export function FeedToolsPlaceholder({ title }: ScreenProps): ReactElement {
  return (
    <>
      <ScreenTitle title={title} />
      <Text color="fg.muted">{MESSAGES.muFeedToolsLater}</Text>
    </>
  );
}
