import { Button, Checkbox, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { NoteIssues } from '../../domain/notes';
import type { NoteDraft } from './note-form';
import { CLIENT_VISIBLE_HINT } from './texts';

/** A campaign a note can be about. */
export interface NoteCampaign {
  id: number;
  name: string;
}

/** Props of the note form: the draft, the messages beside its fields and the actions. */
export interface NoteFormProps {
  draft: NoteDraft;
  campaigns: readonly NoteCampaign[];
  issues: NoteIssues;
  busy: boolean;
  onChange(draft: NoteDraft): void;
  onSave(): void;
  onCancel(): void;
}

/** Adds or edits one note; the note rule's message shows beside the field it concerns. */
export function NoteForm({ draft, campaigns, issues, busy, onChange, onSave, onCancel }: NoteFormProps): ReactElement {
  const editing = draft.noteId !== undefined;
  const set = (patch: Partial<NoteDraft>): void => onChange({ ...draft, ...patch });
  return (
    <Stack
      as="form"
      gap="3"
      aria-label={editing ? 'Edit note' : 'Add a note'}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <HStack gap="3" align="flex-start">
        <Field.Root flex="2" disabled={editing}>
          <Field.Label>Campaign</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={String(draft.campaignId)}
              onChange={(event) => set({ campaignId: Number(event.currentTarget.value) })}
            >
              {campaigns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" invalid={!!issues.date}>
          <Field.Label>Date</Field.Label>
          <Input size="sm" type="date" value={draft.date} onChange={(e) => set({ date: e.currentTarget.value })} />
          {issues.date ? (
            <Field.ErrorText>{issues.date}</Field.ErrorText>
          ) : (
            <Field.HelperText>Today if empty</Field.HelperText>
          )}
        </Field.Root>
      </HStack>
      <Field.Root required invalid={!!issues.title}>
        <Field.Label>Title</Field.Label>
        <Input size="sm" value={draft.title} onChange={(e) => set({ title: e.currentTarget.value })} />
        <Field.ErrorText>{issues.title}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={!!issues.body}>
        <Field.Label>Note</Field.Label>
        <Textarea size="sm" rows={4} value={draft.body} onChange={(e) => set({ body: e.currentTarget.value })} />
        <Field.ErrorText>{issues.body}</Field.ErrorText>
      </Field.Root>
      <Stack gap="0.5">
        <Checkbox.Root
          size="sm"
          checked={draft.clientVisible}
          onCheckedChange={(e) => set({ clientVisible: e.checked === true })}
        >
          <Checkbox.HiddenInput aria-describedby="note-client-visible-hint" />
          <Checkbox.Control />
          <Checkbox.Label>Client-visible</Checkbox.Label>
        </Checkbox.Root>
        <Text id="note-client-visible-hint" fontSize="xs" color="fg.muted">
          {CLIENT_VISIBLE_HINT}
        </Text>
      </Stack>
      <HStack justify="flex-end">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" colorPalette="brand" type="submit" loading={busy}>
          {editing ? 'Save note' : 'Add note'}
        </Button>
      </HStack>
    </Stack>
  );
}
