import { Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { exactTime, relativeTime } from '../format';
import { LABELS } from '../labels';

export interface TimeTextProps {
  /** An ISO time; null shows `emptyText`. */
  iso: string | null;
  /** @default 'Never' */
  emptyText?: string;
}

/** A time as '3 days ago', the exact time on hover (and to assistive technology). */
export function TimeText({ iso, emptyText = LABELS.never }: TimeTextProps): ReactElement {
  if (!iso) return <Text color="fg.muted">{emptyText}</Text>;
  const exact = exactTime(iso);
  return (
    <Text asChild whiteSpace="nowrap">
      <time dateTime={iso} title={exact}>
        {relativeTime(iso)}
      </time>
    </Text>
  );
}
