/** The drawers' forms of a prospect's actions: log a call, mark do not call, reserve and clone. */
import { Alert, Box, Button, Field, HStack, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { SchemaForm, type FieldMessages, type JSONSchema } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import {
  CALL_OUTCOME_LABELS,
  CLONE_REASON_LABELS,
  CLONE_REASONS,
  DO_NOT_CALL_REASON_LABELS,
  DO_NOT_CALL_REASONS,
  SELECTABLE_OUTCOMES,
  type CallOutcomeName,
} from '../../../domain/sales';
import { PATTERNS } from '../../../domain/validation';
import { KIT_TEXTS } from '../../../admin-kit';
import { useAgencies } from '../shared/session';
import { SALES_LABELS } from './labels';
import { OutcomeChip } from './sales-view';

/** What every action form gets: its submit (throws what the form shows) and its cancel. */
export interface ActionFormProps {
  onSubmit(body: Record<string, unknown>): Promise<void>;
  onCancel(): void;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A call: one of the five selectable outcomes (colour chip and label) and notes. */
export function LogCallForm({ onSubmit, onCancel }: ActionFormProps): ReactElement {
  const [outcome, setOutcome] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (!outcome) return setProblem(MESSAGES.spChooseOutcome);
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(notes.trim() ? { outcome, notes: notes.trim() } : { outcome });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        {problem ? (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        ) : null}
        <RadioGroup.Root size="sm" value={outcome} onValueChange={(e) => e.value && setOutcome(e.value)}>
          <RadioGroup.Label fontSize="sm" fontWeight="medium">
            {SALES_LABELS.outcome}
          </RadioGroup.Label>
          <Stack gap="2" mt="2">
            {SELECTABLE_OUTCOMES.map((option) => (
              <RadioGroup.Item key={option.name} value={option.name}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <OutcomeChip label={CALL_OUTCOME_LABELS[option.name as CallOutcomeName]} color={option.color} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Field.Root>
          <Field.Label>{SALES_LABELS.notes}</Field.Label>
          <Textarea size="sm" value={notes} maxLength={2000} onChange={(e) => setNotes(e.currentTarget.value)} />
        </Field.Root>
        <HStack gap="2" justify="end">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {KIT_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {SALES_LABELS.logCall}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

const DNC_SCHEMA: JSONSchema = {
  type: 'object',
  required: ['reason'],
  properties: {
    reason: { type: 'string', title: SALES_LABELS.dncReason, enum: [...DO_NOT_CALL_REASONS] },
    notes: { type: ['string', 'null'], title: SALES_LABELS.notes, maxLength: 2000 },
  },
};
const DNC_FIELDS = {
  reason: { options: DO_NOT_CALL_REASONS.map((value) => ({ value, label: DO_NOT_CALL_REASON_LABELS[value] })) },
  notes: { widget: 'textarea' as const },
};
const DNC_MESSAGES: FieldMessages = {
  reason: { required: MESSAGES.spDncReasonRequired, enum: MESSAGES.spDncReasonRequired },
};

/** Do not call: one of the four reasons (required), notes. */
export function DncForm({ onSubmit, onCancel }: ActionFormProps): ReactElement {
  const [value] = useState({});
  return (
    <SchemaForm
      schema={DNC_SCHEMA}
      value={value}
      fields={DNC_FIELDS}
      messages={DNC_MESSAGES}
      submitLabel={MESSAGES.spMarkDnc}
      onCancel={onCancel}
      onSubmit={onSubmit}
    />
  );
}

const RESERVE_SCHEMA: JSONSchema = {
  type: 'object',
  required: ['days'],
  properties: {
    days: {
      type: 'integer',
      title: SALES_LABELS.days,
      description: MESSAGES.spReserveDaysHelp,
      minimum: 1,
      maximum: 90,
    },
  },
};

/** Reserve for a number of days (1–90, 14 by default). */
export function ReserveForm({ onSubmit, onCancel }: ActionFormProps): ReactElement {
  const [value] = useState({ days: 14 });
  return (
    <SchemaForm
      schema={RESERVE_SCHEMA}
      value={value}
      submitLabel={SALES_LABELS.reserve}
      onCancel={onCancel}
      onSubmit={onSubmit}
    />
  );
}

const CLONE_SCHEMA: JSONSchema = {
  type: 'object',
  required: ['reason'],
  properties: {
    reason: { type: 'string', title: SALES_LABELS.cloneReason, enum: [...CLONE_REASONS] },
    stationId: { type: ['string', 'null'], title: SALES_LABELS.targetStation },
    address: { type: ['string', 'null'], title: SALES_LABELS.address, maxLength: 200 },
    city: { type: ['string', 'null'], title: SALES_LABELS.city, maxLength: 100 },
    state: { type: ['string', 'null'], title: SALES_LABELS.state, maxLength: 2, pattern: '^([A-Za-z]{2})?$' },
    zip: { type: ['string', 'null'], title: SALES_LABELS.zip, maxLength: 10, pattern: PATTERNS.usZip.source },
  },
};
const CLONE_MESSAGES: FieldMessages = {
  reason: { required: MESSAGES.spCloneReasonRequired, enum: MESSAGES.spCloneReasonRequired },
  state: { pattern: MESSAGES.spStateInvalid, maxLength: MESSAGES.spStateInvalid },
  zip: { pattern: MESSAGES.spZipInvalid, maxLength: MESSAGES.spZipInvalid },
};

/** Clone for another market: a reason, a target station of the same agency and the new address. */
export function CloneForm({ agencyId, onSubmit, onCancel }: ActionFormProps & { agencyId: number }): ReactElement {
  const agency = useAgencies().find((a) => a.id === agencyId);
  const stations = agency?.stations ?? [];
  const [value] = useState({});
  const fields = {
    reason: { options: CLONE_REASONS.map((v) => ({ value: v, label: CLONE_REASON_LABELS[v] })) },
    stationId: {
      options: stations.map((s) => ({ value: String(s.id), label: s.name })),
      hidden: stations.length === 0,
    },
  };
  const submit = async (form: Record<string, unknown>): Promise<void> => {
    const station = stations.find((s) => String(s.id) === form.stationId);
    const body: Record<string, unknown> = { ...form };
    delete body.stationId;
    if (station) Object.assign(body, { stationId: station.id, subAgencyId: station.sub_agency_id });
    if (typeof body.state === 'string') body.state = body.state.toUpperCase();
    await onSubmit(body);
  };
  return (
    <Box>
      <SchemaForm
        schema={CLONE_SCHEMA}
        value={value}
        fields={fields}
        messages={CLONE_MESSAGES}
        submitLabel={SALES_LABELS.clone}
        onCancel={onCancel}
        onSubmit={submit}
      />
    </Box>
  );
}
