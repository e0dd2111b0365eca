import { Box, Heading, List, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatDate } from '../../domain/format-date';
import type { SharedNote } from '../../data/shared-payload';
import { SHARE_TEXTS } from './texts';

/** The client-visible notes of the shared campaigns, under the dashboard; nothing when there are none. */
export function SharedNotes({ notes }: { notes: readonly SharedNote[] }): ReactElement | null {
  if (notes.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="shared-notes" mt="6">
      <Heading as="h2" size="md" mb="3" id="shared-notes">
        {SHARE_TEXTS.notesHeading}
      </Heading>
      <List.Root listStyleType="none" gap="3" aria-label={SHARE_TEXTS.notesHeading}>
        {notes.map((note) => (
          <List.Item key={note.noteId} aria-label={note.title} borderWidth="1px" borderRadius="md" p="3" bg="bg">
            <Box>
              <Text fontWeight="semibold">{note.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[formatDate(note.date), note.campaignName].filter(Boolean).join(' · ')}
              </Text>
              <Text mt="1" whiteSpace="pre-line">
                {note.body}
              </Text>
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
