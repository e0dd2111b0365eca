import { Alert as Notice, Button, Field, HStack, Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { FormDrawer } from '../../admin-kit/FormDrawer';
import { toast } from '../../admin-kit/toast';
import { isApiError } from '../../data/api-error';
import { messageText } from '../../domain/messages';
import type { AlertRecipients, AlertScope, AlertSettingsAnswer } from './alert-types';
import { saveAlertSettings, settingsKey, useAgencyUsers, useAlertSettings } from './api';
import { draftOf, invalidField, overrideOf, SETTING_FIELDS, type SettingsDraft } from './settings-form';
import { RecipientsFields } from './RecipientsFields';

/** Props of the alert settings drawer. */
export interface AlertSettingsDrawerProps {
  /** The agency's settings, or an advertiser's override when it names one. */
  scope: AlertScope;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** What the form edits, and the version it was read at. */
interface Draft {
  version: number;
  fields: SettingsDraft;
  recipients: AlertRecipients;
}

function draftFrom(answer: AlertSettingsAnswer): Draft {
  return { version: answer.version, fields: draftOf(answer.override), recipients: answer.recipients };
}

/**
 * Agency admins' alert settings: each threshold of this level, empty where it inherits (the inherited value shown
 * beside it), and the digest recipients. A save carries the version read; a 409 says someone else saved first and
 * loads theirs.
 */
export function AlertSettingsDrawer({ scope, open, onOpenChange }: AlertSettingsDrawerProps): ReactElement {
  const formId = useId();
  const queryClient = useQueryClient();
  const settings = useAlertSettings(scope, open);
  const users = useAgencyUsers(scope.agencyId, open);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [seen, setSeen] = useState<AlertSettingsAnswer | undefined>(undefined);
  const [conflict, setConflict] = useState(false);
  // A new answer (first load, a save, the reload after a conflict) resets the form to it.
  if (settings.data !== seen) {
    setSeen(settings.data);
    setDraft(settings.data ? draftFrom(settings.data) : null);
  }
  const save = useMutation({
    mutationFn: (next: Draft) =>
      saveAlertSettings(scope, {
        override: overrideOf(next.fields) ?? {},
        recipients: next.recipients,
        version: next.version,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey(scope), answer);
      toast.success(messageText('alertsSettingsSaved'));
      onOpenChange(false);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        setConflict(true);
        void settings.refetch();
      }
    },
  });
  const title = scope.advertiserId
    ? messageText('alertsSettingsAdvertiserTitle', { name: scope.advertiserName ?? String(scope.advertiserId) })
    : messageText('alertsSettingsAgencyTitle');
  const answer = settings.data;
  const invalid = draft ? overrideOf(draft.fields) === null : true;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!draft || invalid) return;
    setConflict(false);
    save.mutate(draft);
  };
  const failed = save.error && !(isApiError(save.error) && save.error.status === 409) ? save.error : null;
  return (
    <FormDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <Button type="submit" form={formId} loading={save.isPending} disabled={!draft || invalid}>
          {messageText('alertsSettingsSave')}
        </Button>
      }
    >
      {settings.isError ? (
        <Notice.Root status="error">
          <Notice.Indicator />
          <Notice.Title>{messageText('alertsLoadFailed', { error: settings.error.message })}</Notice.Title>
        </Notice.Root>
      ) : !answer || !draft ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height="10" />
          ))}
        </Stack>
      ) : (
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="5">
            {conflict ? (
              <Notice.Root status="warning" role="alert">
                <Notice.Indicator />
                <Notice.Title>{messageText('alertsSettingsConflict')}</Notice.Title>
              </Notice.Root>
            ) : null}
            {failed ? (
              <Notice.Root status="error" role="alert">
                <Notice.Indicator />
                <Notice.Title>{messageText('alertsSettingsSaveFailed', { error: failed.message })}</Notice.Title>
              </Notice.Root>
            ) : null}
            <Stack gap="3">
              <Text fontWeight="semibold">{messageText('alertsSettingsRules')}</Text>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {SETTING_FIELDS.map((field) => {
                  const text = draft.fields[field.key];
                  const inherited = answer.inherited[field.key];
                  const bad = invalidField(field, text);
                  return (
                    <Field.Root key={field.key} invalid={bad}>
                      <Field.Label>{messageText(field.label)}</Field.Label>
                      <Input
                        inputMode="numeric"
                        value={text}
                        placeholder={String(inherited)}
                        onChange={(e) =>
                          setDraft({ ...draft, fields: { ...draft.fields, [field.key]: e.currentTarget.value } })
                        }
                      />
                      {bad ? (
                        <Field.ErrorText>{messageText('alertsSettingsInvalid')}</Field.ErrorText>
                      ) : text.trim() === '' ? (
                        <Field.HelperText>
                          {messageText(
                            answer.level === 'agency' ? 'alertsSettingsAgencyDefault' : 'alertsSettingsInherited',
                            {
                              value: inherited,
                            },
                          )}
                        </Field.HelperText>
                      ) : (
                        <HStack gap="2">
                          <Field.HelperText>{messageText('alertsSettingsOverridden')}</Field.HelperText>
                          <Button
                            size="2xs"
                            variant="plain"
                            textDecoration="underline"
                            aria-label={`${messageText('alertsSettingsReset')}: ${messageText(field.label)}`}
                            onClick={() => setDraft({ ...draft, fields: { ...draft.fields, [field.key]: '' } })}
                          >
                            {messageText('alertsSettingsReset')}
                          </Button>
                        </HStack>
                      )}
                    </Field.Root>
                  );
                })}
              </SimpleGrid>
            </Stack>
            <RecipientsFields
              value={draft.recipients}
              onChange={(recipients) => setDraft({ ...draft, recipients })}
              users={users.data}
              inherits={answer.level !== 'agency'}
            />
          </Stack>
        </form>
      )}
    </FormDrawer>
  );
}
