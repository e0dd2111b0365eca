import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { formatDate } from '../../domain/format-date';
import type { CampaignNote } from './api';
import type { NoteCampaign } from './NoteForm';
import { NO_NOTES } from './texts';

/** Props of the list of notes; edit and delete are offered only to writers. */
export interface NoteListProps {
  notes: readonly CampaignNote[];
  campaigns: readonly NoteCampaign[];
  canWrite: boolean;
  busy: boolean;
  onEdit(note: CampaignNote): void;
  onDelete(note: CampaignNote): void;
}

const when = (iso: string): string => formatDate(new Date(iso));

/** The notes, in the order given, each with its campaign, day, authors and (for writers) edit and delete. */
export function NoteList({ notes, campaigns, canWrite, busy, onEdit, onDelete }: NoteListProps): ReactElement {
  const [confirming, setConfirming] = useState<number | null>(null);
  if (notes.length === 0) return <Text color="fg.muted">{NO_NOTES}</Text>;
  const campaignName = (id: number): string => campaigns.find((c) => c.id === id)?.name ?? `Campaign ${id}`;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Campaign notes">
      {notes.map((note) => (
        <Box as="li" key={note.noteId} borderWidth="1px" borderRadius="md" p="3" aria-label={note.title}>
          <HStack justify="space-between" align="baseline" gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{note.title}</Text>
            <HStack gap="2">
              {note.clientVisible ? <Badge colorPalette="green">Client-visible</Badge> : null}
              <Text fontSize="sm">{formatDate(note.date)}</Text>
            </HStack>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {campaignName(note.campaignId)}
          </Text>
          <Text mt="1" whiteSpace="pre-wrap">
            {note.body}
          </Text>
          <Text mt="1" fontSize="xs" color="fg.muted">
            Written by {note.createdBy} on {when(note.createdAt)}
            {note.lastModifiedAt !== note.createdAt
              ? `; changed by ${note.lastModifiedBy} on ${when(note.lastModifiedAt)}`
              : ''}
          </Text>
          {canWrite ? (
            <HStack mt="2" gap="2">
              <Button size="xs" variant="outline" onClick={() => onEdit(note)} disabled={busy}>
                Edit
              </Button>
              {confirming === note.noteId ? (
                <>
                  <Button size="xs" colorPalette="red" onClick={() => onDelete(note)} loading={busy}>
                    Confirm delete
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </>
              ) : (
                <Button size="xs" variant="outline" onClick={() => setConfirming(note.noteId)} disabled={busy}>
                  Delete
                </Button>
              )}
            </HStack>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
