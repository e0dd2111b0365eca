import { Box, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ResolvedTooltip } from '../registry/types';
import '../ui/visually-hidden.css';
import './frame.css';

/** Loading: a skeleton the size of a typical module. */
export function FrameLoading(): ReactElement {
  // Plain elements (frame.css): every module shows this while its data loads.
  return (
    <div className="sl-frame-loading" aria-busy="true" aria-label="Loading">
      <span className="sl-sr-only">Loading…</span>
      <div className="sl-skeleton" style={{ width: '40%' }} />
      <div className="sl-skeleton sl-skeleton--block" />
      <div className="sl-skeleton" style={{ width: '70%' }} />
    </div>
  );
}

/** Empty: the spec's 'No data' with the module's no-data tooltips as the explanation. */
export function FrameEmpty({ tooltips }: { tooltips: readonly ResolvedTooltip[] }): ReactElement {
  return (
    <Box textAlign="center" py="6" color="fg.muted">
      <Text fontWeight="semibold">No data</Text>
      {tooltips.map((tip) => (
        <Text key={tip.key} fontSize="sm" mt="1">
          {tip.title ? `${tip.title}: ` : ''}
          {tip.message}
        </Text>
      ))}
    </Box>
  );
}

/** Error: what failed, without technical detail beyond the server's message. */
export function FrameError({ message }: { message: string }): ReactElement {
  return (
    <Box role="alert" py="4" px="3" borderRadius="md" bg="red.50" color="red.800">
      <Text fontWeight="semibold">This module could not be loaded.</Text>
      <Text fontSize="sm">{message}</Text>
    </Box>
  );
}
