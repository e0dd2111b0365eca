/**
 * A form drawn from a JSON schema (the same file the server validates the request with): one labelled field per
 * property (`title` = label, `description` = help), validated with ajv on submit and then as the user corrects it,
 * each message beside its field; a server failure naming a field goes beside it, any other above the form.
 */
import { Alert, Button, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { KIT_TEXTS } from '../texts';
import { describeFields, setOption, type JSONSchema, type OptionField } from './schema-fields';
import { serverErrorOf, validateValue, type FieldMessages } from './validate';
import { HEX_COLOR, WIDGETS, type FieldOption, type Widget } from './widgets';

export type { Widget, FieldOption } from './widgets';

export interface FieldConfig {
  widget?: Widget;
  label?: string;
  help?: string;
  /** select: the choices (values as text) with their labels; replaces the schema's enum labels. */
  options?: readonly (FieldOption | string)[];
  placeholder?: string;
  /** image: uploads the chosen file and answers the URL to store. */
  onUpload?(file: File): Promise<string>;
  /** Not shown (a key the screen sets itself). */
  hidden?: boolean;
}

export interface SchemaFormProps<V extends Record<string, unknown> = Record<string, unknown>> {
  schema: JSONSchema;
  value: V;
  onSubmit(value: V): Promise<void> | void;
  /** Every edit, for screens that show a live preview. */
  onChange?(value: V): void;
  fields?: Readonly<Record<string, FieldConfig>>;
  /** The spec's texts: per field, per ajv keyword. */
  messages?: FieldMessages;
  /** The last save's failure (an ApiError); one whose answer names a field is shown beside it. */
  serverError?: unknown;
  /** @default 'Save' */
  submitLabel?: string;
  onCancel?(): void;
  readOnly?: boolean;
  /** What the screen adds under the fields and above the buttons (a list the schema does not hold, e.g. contacts). */
  afterFields?: ReactNode;
}

function widgetOf(field: OptionField, config: FieldConfig | undefined): Widget {
  if (config?.widget) return config.widget;
  if (config?.options) return 'select';
  switch (field.control) {
    case 'select':
      return 'select';
    case 'switch':
      return 'checkbox';
    case 'number':
      return 'number';
    case 'text':
      return field.pattern && isColorPattern(field.pattern) ? 'color' : 'text';
    case 'multi':
      return 'multi';
    case 'list':
      return field.pattern && isColorPattern(field.pattern) ? 'colorList' : 'list';
    default:
      return 'json';
  }
}

function isColorPattern(pattern: string): boolean {
  return HEX_COLOR.test('#a1b2c3') && new RegExp(pattern).test('#a1b2c3') && !new RegExp(pattern).test('a1b2c3x');
}

function optionsOf(field: OptionField, config: FieldConfig | undefined): FieldOption[] {
  if (config?.options)
    return config.options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
  return (field.choices ?? []).map((choice) => ({ value: String(choice), label: String(choice) }));
}

export function SchemaForm<V extends Record<string, unknown> = Record<string, unknown>>(
  props: SchemaFormProps<V>,
): ReactElement {
  const { schema, fields: config = {}, messages, readOnly = false, submitLabel = KIT_TEXTS.save } = props;
  const [draft, setDraft] = useState<V>(props.value);
  const [seenValue, setSeenValue] = useState(props.value);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [thrown, setThrown] = useState<unknown>(undefined);
  // A server error given by the screen stands until the user edits the form or the screen gives another.
  const [seenServerError, setSeenServerError] = useState(props.serverError);
  const [serverErrorEdited, setServerErrorEdited] = useState(false);
  if (seenServerError !== props.serverError) {
    setSeenServerError(props.serverError);
    setServerErrorEdited(false);
  }
  // A new value from outside (another row opened in the same drawer) replaces the draft.
  if (seenValue !== props.value) {
    setSeenValue(props.value);
    setDraft(props.value);
    setChecked(false);
    setThrown(undefined);
  }
  const fields = useMemo(() => describeFields(schema).filter((field) => !config[field.name]?.hidden), [schema, config]);
  const errors = useMemo(
    () => (checked ? validateValue(schema, draft, messages) : {}),
    [checked, schema, draft, messages],
  );
  const server = serverErrorOf(thrown ?? (serverErrorEdited ? undefined : props.serverError));
  const serverField = server?.field && fields.some((f) => f.name === server.field) ? server.field : undefined;
  const formError = server && !serverField ? server.message : errors[''];
  const errorCount = Object.keys(errors).length;

  const change = (name: string, next: unknown): void => {
    const value = setOption(draft, name, next) as V;
    setDraft(value);
    setThrown(undefined);
    setServerErrorEdited(true);
    props.onChange?.(value);
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (readOnly || submitting) return;
    setChecked(true);
    if (Object.keys(validateValue(schema, draft, messages)).length > 0) return;
    setSubmitting(true);
    setThrown(undefined);
    try {
      await props.onSubmit(draft);
    } catch (error) {
      setThrown(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        {formError ? (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        {checked && errorCount > 0 && !formError ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {KIT_TEXTS.formHasErrors}
          </Text>
        ) : null}
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            config={config[field.name]}
            value={draft[field.name]}
            error={errors[field.name] ?? (serverField === field.name ? server?.message : undefined)}
            readOnly={readOnly}
            onChange={(next) => change(field.name, next)}
          />
        ))}
        {props.afterFields}
        {readOnly ? null : (
          <HStack gap="2" justify="end">
            {props.onCancel ? (
              <Button variant="outline" onClick={props.onCancel} disabled={submitting}>
                {KIT_TEXTS.cancel}
              </Button>
            ) : null}
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}

interface FormFieldProps {
  field: OptionField;
  config: FieldConfig | undefined;
  value: unknown;
  error: string | undefined;
  readOnly: boolean;
  onChange(next: unknown): void;
}

function FormField({ field, config, value, error, readOnly, onChange }: FormFieldProps): ReactElement {
  const uid = useId();
  const id = `${uid}-input`;
  const ids = { helperText: `${uid}-help`, errorText: `${uid}-error`, label: `${uid}-label` };
  const widget = widgetOf(field, config);
  const Control = WIDGETS[widget];
  const label = config?.label ?? field.title ?? field.name;
  const help = config?.help ?? field.help;
  const describedBy = [help && ids.helperText, error && ids.errorText].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root id={id} invalid={!!error} required={field.required} ids={ids} data-field={field.name}>
      {widget === 'checkbox' ? null : (
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
      )}
      <Control
        id={id}
        field={field}
        value={value}
        onChange={onChange}
        options={optionsOf(field, config)}
        readOnly={readOnly}
        invalid={!!error}
        describedBy={describedBy}
        placeholder={config?.placeholder}
        onUpload={config?.onUpload}
        label={label}
      />
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
