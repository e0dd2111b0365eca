import { Box, Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ResolvedTooltip } from '../registry/types';

/** An ⓘ button that shows a help text on hover and on keyboard focus. */
export function InfoTip({ tooltip }: { tooltip: ResolvedTooltip }): ReactElement {
  const label = tooltip.title ? `${tooltip.title}: ${tooltip.message}` : tooltip.message;
  return (
    <ChakraTooltip.Root openDelay={150}>
      <ChakraTooltip.Trigger asChild>
        <Box
          as="button"
          aria-label={label}
          display="inline-flex"
          ms="1"
          fontSize="xs"
          color="fg.muted"
          verticalAlign="middle"
          bg="transparent"
          border="none"
          cursor="help"
        >
          ⓘ
        </Box>
      </ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW="xs">
            {tooltip.title ? <strong>{tooltip.title}. </strong> : null}
            {tooltip.message}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
