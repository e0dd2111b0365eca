import { Box } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { networkBusyAtom } from '../../state/network.atoms';

/** A thin bar under the top bar while any request is pending (the network-activity counter is above zero). */
export function NetworkActivity(): ReactElement {
  const busy = useAtomValue(networkBusyAtom);
  return (
    <Box height="3px" position="relative" overflow="hidden" aria-hidden={!busy}>
      {busy && (
        <Box
          role="progressbar"
          aria-label="Loading data"
          position="absolute"
          insetY="0"
          width="40%"
          bg="brand.primary"
          animation="slide-from-left-full 1s ease-in-out infinite alternate"
        />
      )}
    </Box>
  );
}
