import { Checkbox } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../domain/messages';

/** "Include acknowledged and snoozed": the lists show only alerts wanting attention until it is ticked. */
export function ShowHandledToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
}): ReactElement {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{messageText('alertsShowHandled')}</Checkbox.Label>
    </Checkbox.Root>
  );
}
