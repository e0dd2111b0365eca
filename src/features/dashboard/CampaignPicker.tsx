import { Box, Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { PAGE_SIZES } from '../../domain/constants';
import { TACTIC_DISPLAY_NAMES } from '../../domain/tactics';
import type { CampaignItem } from './api/use-campaigns';

/** Props of the campaign picker: the tab's campaigns, the chosen ids (null = all) and the apply action. */
export interface CampaignPickerProps {
  campaigns: readonly CampaignItem[];
  chosen: readonly number[] | null;
  onApply(ids: number[] | null): void;
}

/** Chooses which campaigns of the tab feed the dashboard; 5 per page like the summary campaign list. */
export function CampaignPicker({ campaigns, chosen, onApply }: CampaignPickerProps): ReactElement {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Set<number>>(new Set(chosen ?? campaigns.map((c) => c.id)));
  const [page, setPage] = useState(0);
  const perPage = PAGE_SIZES.summaryCampaignList;
  const pages = Math.max(1, Math.ceil(campaigns.length / perPage));
  const label =
    chosen === null || chosen.length === campaigns.length
      ? `All campaigns (${campaigns.length})`
      : `${chosen.length} of ${campaigns.length} campaigns`;
  const toggle = (id: number): void =>
    setDraft((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const openPicker = (): void => {
    setDraft(new Set(chosen ?? campaigns.map((c) => c.id)));
    setPage(0);
    setOpen(true);
  };
  return (
    <Box position="relative">
      <Button size="sm" variant="outline" aria-expanded={open} onClick={() => (open ? setOpen(false) : openPicker())}>
        {label}
      </Button>
      {open ? (
        <Box
          role="dialog"
          aria-label="Choose campaigns"
          position="absolute"
          zIndex="dropdown"
          mt="1"
          p="3"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          shadow="md"
          width="sm"
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        >
          <HStack justify="space-between" mb="2">
            <Button size="xs" variant="ghost" onClick={() => setDraft(new Set(campaigns.map((c) => c.id)))}>
              Select all
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setDraft(new Set())}>
              Clear
            </Button>
          </HStack>
          <Stack gap="1">
            {campaigns.slice(page * perPage, (page + 1) * perPage).map((campaign) => (
              <Checkbox.Root
                key={campaign.id}
                size="sm"
                checked={draft.has(campaign.id)}
                onCheckedChange={() => toggle(campaign.id)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {campaign.FriendlyName}{' '}
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {TACTIC_DISPLAY_NAMES[campaign.CampaignType] ?? campaign.CampaignType} · {campaign.status}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {pages > 1 ? (
            <HStack justify="space-between" mt="2">
              <Button size="xs" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Text fontSize="xs">
                Page {page + 1} of {pages}
              </Text>
              <Button size="xs" variant="outline" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </HStack>
          ) : null}
          <HStack justify="flex-end" mt="3">
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              disabled={draft.size === 0}
              onClick={() => {
                onApply(
                  draft.size === campaigns.length ? null : campaigns.filter((c) => draft.has(c.id)).map((c) => c.id),
                );
                setOpen(false);
              }}
            >
              Apply
            </Button>
          </HStack>
        </Box>
      ) : null}
    </Box>
  );
}
