import { Box, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { PACING_BEHIND_HINT } from '../../src/domain/metric-format';
import type { ModuleViewProps } from '../../src/registry/types';
import { InfoTip } from '../../src/ui/InfoTip';
import type { SideSummaryOptions } from './__generated__/options';
import type { SideSummaryData } from './transform';

/** Key figures as a description list: label above value, one under another, for a narrow side column. */
export function SideSummaryView({
  data,
  title,
  tooltips,
}: ModuleViewProps<SideSummaryOptions, SideSummaryData>): ReactElement {
  return (
    <Box>
      <Box as="dl" aria-label={title ?? 'Key figures'} display="flex" flexDirection="column" gap="2">
        {data.items.map((item) => {
          const tip = tooltips.find((t) => t.mapKey === item.key);
          return (
            <Box key={item.key} borderBottomWidth="1px" pb="2" minW="0">
              <Text as="dt" fontSize="xs" color="fg.muted" wordBreak="break-word">
                {item.label}
                {tip ? <InfoTip tooltip={tip} /> : null}
              </Text>
              <Text as="dd" fontSize="lg" fontWeight="semibold" color={item.behind ? 'fg.error' : undefined}>
                {item.value}
                {item.behind ? (
                  <Text as="span" display="block" fontSize="xs" fontWeight="normal">
                    {PACING_BEHIND_HINT}
                  </Text>
                ) : null}
              </Text>
            </Box>
          );
        })}
      </Box>
      {data.range ? (
        <Text fontSize="xs" color="fg.muted" mt="2">
          {data.range}
        </Text>
      ) : null}
    </Box>
  );
}
