import { Box, Text } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import { PACING_BEHIND_HINT } from '../../domain/metric-format';
import type { ResolvedTooltip } from '../../registry/types';
import { InfoTip } from '../InfoTip';
import type { FigureItem } from './figure-items';

/** Props of a headline figure tile. */
export interface FigureTileProps {
  item: FigureItem;
  tooltip?: ResolvedTooltip;
  /** `sm` for tiles inside cards and narrow columns. @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * A big figure under its label. A pacing behind the threshold is drawn red with the spec's hint, in text as
 * well as colour so the warning does not rely on colour alone.
 */
export function FigureTile({ item, tooltip, size = 'md' }: FigureTileProps): ReactElement {
  const labelId = useId();
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      borderWidth="1px"
      borderColor={item.behind ? 'border.error' : 'border'}
      borderRadius="md"
      p={size === 'sm' ? '2' : '3'}
      minW="0"
      data-metric={item.key}
    >
      <Text id={labelId} fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {item.label}
        {tooltip ? <InfoTip tooltip={tooltip} /> : null}
      </Text>
      <Text
        fontSize={size === 'sm' ? 'lg' : '2xl'}
        fontWeight="semibold"
        color={item.behind ? 'fg.error' : undefined}
        wordBreak="break-word"
      >
        {item.value}
      </Text>
      {item.behind ? (
        <Text fontSize="xs" color="fg.error">
          {PACING_BEHIND_HINT}
        </Text>
      ) : null}
    </Box>
  );
}
