import { Tooltip as ChakraTooltip, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { ResolvedTooltip } from '../registry/types';
import './info-tip.css';

/**
 * An ⓘ button that shows a help text on hover and on keyboard focus.
 *
 * Chakra's Tooltip (a state machine, a portal and a positioner per instance) is mounted on the first hover or
 * focus, open: a dashboard carries dozens of these and most are never pointed at. The button's label holds the
 * whole text, so assistive technology reads it either way. Mounting replaces the button, so a focused one takes
 * the focus back.
 */
export function InfoTip({ tooltip }: { tooltip: ResolvedTooltip }): ReactElement {
  const label = tooltip.title ? `${tooltip.title}: ${tooltip.message}` : tooltip.message;
  const [armedBy, setArmedBy] = useState<'pointer' | 'focus' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (armedBy === 'focus') button.current?.focus();
  }, [armedBy]);

  const trigger = (
    <button
      ref={button}
      type="button"
      className="sl-info-tip"
      aria-label={label}
      onPointerEnter={armedBy ? undefined : () => setArmedBy('pointer')}
      onFocus={armedBy ? undefined : () => setArmedBy('focus')}
    >
      <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <rect x="7.25" y="7" width="1.5" height="5" fill="currentColor" />
        <circle cx="8" cy="4.75" r="1" fill="currentColor" />
      </svg>
    </button>
  );
  if (!armedBy) return trigger;
  return (
    <ChakraTooltip.Root openDelay={150} defaultOpen>
      <ChakraTooltip.Trigger asChild>{trigger}</ChakraTooltip.Trigger>
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
