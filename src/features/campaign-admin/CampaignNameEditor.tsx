import { Box, Button, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { toast } from '../../admin-kit';
import { messageText } from '../../domain/messages';
import { canManageCampaigns } from '../../domain/permissions';
import { isSharedTokenAtom, userAtom } from '../../state/session.atoms';
import { saveFriendlyName } from './actions';
import { refreshCampaigns } from './api';
import { LABELS } from './texts';
import type { CampaignRef } from './types';
import { showDoneToast } from './undo-toast';

export interface CampaignNameEditorProps {
  advertiserId: number;
  campaign: CampaignRef;
}

/**
 * The one campaign's friendly name where the dashboard shows it; campaign admins edit it in place (Enter saves,
 * Escape cancels) through POST /api/campaign/friendlyName. Everyone else sees the name.
 */
export function CampaignNameEditor({ advertiserId, campaign }: CampaignNameEditorProps): ReactElement {
  const user = useAtomValue(userAtom);
  const guest = useAtomValue(isSharedTokenAtom);
  const client = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (guest || !canManageCampaigns(user))
    return (
      <Text as="span" fontWeight="medium">
        {campaign.name}
      </Text>
    );

  async function save(value: string): Promise<void> {
    const friendlyName = value.trim();
    if (friendlyName === '' || friendlyName === campaign.name) return setDraft(null);
    setSaving(true);
    try {
      const auditIds = await saveFriendlyName('/api/campaign/friendlyName', {
        advertiserId,
        campaignId: campaign.id,
        friendlyName,
      });
      setDraft(null);
      showDoneToast(messageText('caRenamed', { name: campaign.name }), auditIds, client);
      await refreshCampaigns(client);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  if (draft === null)
    return (
      <HStack as="span" gap="1" display="inline-flex">
        <Text as="span" fontWeight="medium">
          {campaign.name}
        </Text>
        <IconButton size="2xs" variant="ghost" aria-label={LABELS.editName} onClick={() => setDraft(campaign.name)}>
          <span aria-hidden>✎</span>
        </IconButton>
      </HStack>
    );
  return (
    <Box as="span" display="inline-flex" gap="1" alignItems="center" maxW="full">
      <Input
        size="xs"
        autoFocus
        aria-label={LABELS.friendlyName}
        value={draft}
        maxLength={200}
        disabled={saving}
        width={{ base: '40', sm: '64' }}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save(draft);
          if (e.key === 'Escape') setDraft(null);
        }}
      />
      <Button size="xs" loading={saving} onClick={() => void save(draft)}>
        {LABELS.save}
      </Button>
    </Box>
  );
}
