import { Button, Menu, Portal } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactElement } from 'react';
import { ADVERTISER_LOGO_RIGHTS } from '../../domain/advertiser-logo';
import { canCustomiseLayouts, canManageCampaigns, meetsRequirement } from '../../domain/permissions';
import { CAMPAIGN_ADMIN_ENTRIES, type CampaignAdminOption } from '../../features/campaign-admin/menu-entries';
import { isSharedTokenAtom, userAtom } from '../../state/session.atoms';

/** An entry of the campaign options menu (000 §2); the campaign-management entries are issue 23's. */
export interface CampaignOption {
  id: 'notes' | 'edit-layout' | 'upload-logo' | CampaignAdminOption;
  label: string;
}

/**
 * The entries, in menu order; "Edit layout" only for users who may customise layouts, "Upload logo…" only for
 * those who may set the advertiser's logo (never guests).
 */
export const CAMPAIGN_OPTIONS: readonly CampaignOption[] = [
  { id: 'notes', label: 'Notes…' },
  { id: 'edit-layout', label: 'Edit layout' },
  { id: 'upload-logo', label: 'Upload logo…' },
];

export interface CampaignOptionsMenuProps {
  onSelect(option: CampaignOption['id']): void;
  /** Start with the list open (stories). @default false */
  defaultOpen?: boolean;
  /** How many campaigns are on screen: History is offered for exactly one. @default 0 */
  campaignCount?: number;
}

/** The dashboard toolbar's "Campaign options" menu. */
export function CampaignOptionsMenu({
  onSelect,
  defaultOpen = false,
  campaignCount = 0,
}: CampaignOptionsMenuProps): ReactElement {
  const user = useAtomValue(userAtom);
  const guest = useAtomValue(isSharedTokenAtom);
  const mayEditLayout = !guest && canCustomiseLayouts(user);
  const maySetLogo = !guest && meetsRequirement(user, ADVERTISER_LOGO_RIGHTS);
  const options = CAMPAIGN_OPTIONS.filter(
    (option) => (option.id !== 'edit-layout' || mayEditLayout) && (option.id !== 'upload-logo' || maySetLogo),
  );
  if (!guest && canManageCampaigns(user))
    options.push(...CAMPAIGN_ADMIN_ENTRIES.filter((entry) => entry.id !== 'history' || campaignCount === 1));
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          Campaign options
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40" maxH="70vh" overflowY="auto">
            {options.map((option) => (
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
