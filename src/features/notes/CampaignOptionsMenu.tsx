import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';

/** An entry of the campaign options menu (000 §2: edit permissions, notes, spend and markup, archive… come later). */
export interface CampaignOption {
  id: 'notes';
  label: string;
}

/** The entries, in menu order. */
export const CAMPAIGN_OPTIONS: readonly CampaignOption[] = [{ id: 'notes', label: 'Notes…' }];

export interface CampaignOptionsMenuProps {
  onSelect(option: CampaignOption['id']): void;
  /** Start with the list open (stories). @default false */
  defaultOpen?: boolean;
}

/** The dashboard toolbar's "Campaign options" menu. */
export function CampaignOptionsMenu({ onSelect, defaultOpen = false }: CampaignOptionsMenuProps): ReactElement {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          Campaign options
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            {CAMPAIGN_OPTIONS.map((option) => (
              <Menu.Item key={option.id} value={option.id} onSelect={() => onSelect(option.id)}>
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
