import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ResolvedTooltip } from '../registry/types';
import './info-tip.css';

/** An ⓘ button that shows a help text on hover and on keyboard focus. */
export function InfoTip({ tooltip }: { tooltip: ResolvedTooltip }): ReactElement {
  const label = tooltip.title ? `${tooltip.title}: ${tooltip.message}` : tooltip.message;
  return (
    <ChakraTooltip.Root openDelay={150}>
      <ChakraTooltip.Trigger asChild>
        <button type="button" className="sl-info-tip" aria-label={label}>
          <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
            <circle cx="8" cy="4.75" r="1" fill="currentColor" />
          </svg>
        </button>
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
