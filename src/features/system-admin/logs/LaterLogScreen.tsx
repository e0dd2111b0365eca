import { useRouterState } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { LogScreen } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import type { ScreenProps } from '../../../ui/screen-props';
import { emptyPage, laterLogOf } from './later-logs';

/**
 * The automated-alerts log: the kit's LogScreen, like the configurability log, with its columns and filters, and a
 * notice of what it will list and when it arrives. No rows until then.
 */
export function LaterLogScreen({ title }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const log = laterLogOf(pathname);
  return (
    <LogScreen
      key={log.id}
      config={{
        title,
        columns: log.columns,
        filters: log.filters,
        defaultAfter: true,
        fetchPage: emptyPage,
        rowId: (row) => row.logId ?? row.at ?? '',
        emptyText: messageText('laterLogEmpty'),
        notice: messageText(log.notice),
        queryKey: ['admin-log', log.id],
      }}
    />
  );
}
