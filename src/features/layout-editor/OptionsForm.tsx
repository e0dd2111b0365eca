import {
  Badge,
  Button,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { useDraftText } from '../../admin-kit/form/draft-text';
import {
  describeFields,
  fieldError,
  formatJson,
  helpText,
  formatList,
  parseChoice,
  parseJson,
  parseList,
  parseNumber,
  setOption,
  type JSONSchema,
  type OptionField,
} from './options-fields';

/** Props of the options form of one module kind. */
export interface OptionsFormProps {
  kind: string;
  /** The kind's options schema with `$ref`s inlined (loadOptionsSchema). */
  schema: JSONSchema;
  value: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
  /** Messages keyed by option name or by a path below it ('colors[0]'); the '' key concerns the options as a whole. */
  errors?: Readonly<Record<string, string>>;
  /** A JSON field holds text that does not parse (message), or no longer does (undefined). */
  onTextError?(name: string, error: string | undefined): void;
}

/** One labelled field per option of the kind's schema; clearing a field removes the option so its default applies. */
export function OptionsForm({
  kind,
  schema,
  value,
  onChange,
  errors = {},
  onTextError,
}: OptionsFormProps): ReactElement {
  const fields = describeFields(schema, value);
  return (
    <Stack gap="4" role="group" aria-label={`${kind} options`}>
      {errors[''] ? (
        <Text color="fg.error" fontSize="sm">
          {errors['']}
        </Text>
      ) : null}
      {fields.length === 0 ? <Text color="fg.muted">This module has no options.</Text> : null}
      {fields.map((field) => (
        <OptionFieldRow
          key={field.name}
          field={field}
          value={value[field.name]}
          isSet={field.name in value}
          error={fieldError(errors, field.name)}
          onChange={(next) => onChange(setOption(value, field.name, next))}
          onTextError={(error) => onTextError?.(field.name, error)}
        />
      ))}
    </Stack>
  );
}

interface OptionFieldRowProps {
  field: OptionField;
  value: unknown;
  isSet: boolean;
  error: string | undefined;
  /** undefined removes the option. */
  onChange(next: unknown): void;
  onTextError(error: string | undefined): void;
}

/** What a control carries: the ids of its help and message, and the test id Playwright finds it by. */
interface Described {
  'aria-describedby'?: string;
  'data-testid': string;
}

function OptionFieldRow({ field, value, isSet, error, onChange, onTextError }: OptionFieldRowProps): ReactElement {
  const uid = useId();
  const ids = { helperText: `${uid}-help`, errorText: `${uid}-error` };
  const [textError, setTextError] = useState<string | undefined>();
  const help = helpText(field);
  const message = [textError, error].filter(Boolean).join('; ') || undefined;
  const described: Described = {
    'aria-describedby': [help && ids.helperText, message && ids.errorText].filter(Boolean).join(' ') || undefined,
    'data-testid': `option-${field.name}`,
  };
  const reportText = (next: string | undefined): void => {
    setTextError(next);
    onTextError(next);
  };
  const clear = (): void => {
    reportText(undefined);
    onChange(undefined);
  };
  const header = (label: ReactNode): ReactElement => (
    <HStack justify="space-between" w="full" gap="2">
      <HStack gap="2">
        {label}
        {field.required ? <Badge size="xs">required</Badge> : null}
        {field.unknown ? (
          <Badge size="xs" colorPalette="red">
            unknown option
          </Badge>
        ) : null}
        {!isSet && field.placeholder && (field.control === 'switch' || field.control === 'multi') ? (
          <Text fontSize="xs" color="fg.muted">
            default: {field.placeholder}
          </Text>
        ) : null}
      </HStack>
      {isSet || textError ? (
        <Button size="2xs" variant="ghost" aria-label={`Clear ${field.name}`} onClick={clear}>
          Clear
        </Button>
      ) : null}
    </HStack>
  );

  if (field.control === 'multi') {
    return (
      <Fieldset.Root invalid={!!message} data-testid={described['data-testid']}>
        {header(<Fieldset.Legend fontFamily="mono">{field.name}</Fieldset.Legend>)}
        <Fieldset.Content>
          <MultiChoice field={field} value={value} onChange={onChange} />
        </Fieldset.Content>
        {help ? <Fieldset.HelperText>{help}</Fieldset.HelperText> : null}
        {message ? <Fieldset.ErrorText>{message}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
    );
  }
  return (
    <Field.Root invalid={!!message} required={field.required} ids={ids}>
      {header(<Field.Label fontFamily="mono">{field.name}</Field.Label>)}
      <OptionControl field={field} value={value} onChange={onChange} onTextError={reportText} described={described} />
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}

interface ControlProps {
  field: OptionField;
  value: unknown;
  onChange(next: unknown): void;
  onTextError(error: string | undefined): void;
  described: Described;
}

function OptionControl({ field, value, onChange, onTextError, described }: ControlProps): ReactElement {
  switch (field.control) {
    case 'select':
      return (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            {...described}
            value={value === undefined ? '' : String(value)}
            onChange={(e) => onChange(parseChoice(field.choices ?? [], e.currentTarget.value))}
          >
            <option value="">{field.placeholder ? `Default (${field.placeholder})` : '—'}</option>
            {value !== undefined && !(field.choices ?? []).some((choice) => String(choice) === String(value)) ? (
              <option value={String(value)}>{`${String(value)} (not allowed)`}</option>
            ) : null}
            {(field.choices ?? []).map((choice) => (
              <option key={String(choice)} value={String(choice)}>
                {String(choice)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case 'switch':
      return (
        <Switch.Root
          size="sm"
          // Unset, the switch shows the default the kind applies.
          checked={value === undefined ? field.placeholder === 'true' : value === true}
          onCheckedChange={(e) => onChange(e.checked)}
          data-testid={described['data-testid']}
        >
          <Switch.HiddenInput aria-describedby={described['aria-describedby']} />
          <Switch.Control />
        </Switch.Root>
      );
    case 'number':
      return (
        <Input
          {...described}
          size="sm"
          type="number"
          min={field.min}
          max={field.max}
          step={field.integer ? 1 : 'any'}
          placeholder={field.placeholder}
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(parseNumber(e.currentTarget.value))}
        />
      );
    case 'text':
      return (
        <Input
          {...described}
          size="sm"
          placeholder={field.placeholder}
          value={typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)}
          onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
        />
      );
    case 'list':
      return <ListInput field={field} value={value} onChange={onChange} described={described} />;
    default:
      return (
        <JsonInput field={field} value={value} onChange={onChange} onTextError={onTextError} described={described} />
      );
  }
}

function ListInput({ field, value, onChange, described }: Omit<ControlProps, 'onTextError'>): ReactElement {
  const itemType = field.itemType ?? 'string';
  const [text, setText] = useDraftText(value, formatList, (t) => parseList(t, itemType));
  return (
    <Input
      {...described}
      size="sm"
      placeholder={field.placeholder}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        onChange(parseList(e.currentTarget.value, itemType));
      }}
    />
  );
}

function JsonInput({ field, value, onChange, onTextError, described }: ControlProps): ReactElement {
  // Text that does not parse stands for no value, so a value set from outside (Clear) replaces it.
  const readValue = (t: string): unknown => {
    const reading = parseJson(t);
    return reading.ok ? reading.value : { unparsed: t };
  };
  const [text, setText] = useDraftText(value, formatJson, readValue);
  return (
    <Textarea
      {...described}
      size="sm"
      fontFamily="mono"
      rows={Math.min(8, Math.max(2, text.split('\n').length))}
      placeholder={field.placeholder}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const reading = parseJson(next);
        onTextError(reading.ok ? undefined : reading.error);
        if (reading.ok) onChange(reading.value);
      }}
    />
  );
}

function MultiChoice({ field, value, onChange }: Omit<ControlProps, 'onTextError' | 'described'>): ReactElement {
  const selected = Array.isArray(value) ? value : [];
  const toggle = (choice: unknown, on: boolean): void => {
    const next = (field.choices ?? []).filter((c) => (c === choice ? on : selected.includes(c)));
    onChange(next.length ? next : undefined);
  };
  return (
    <HStack wrap="wrap" gap="3">
      {(field.choices ?? []).map((choice) => (
        <Checkbox.Root
          key={String(choice)}
          size="sm"
          checked={selected.includes(choice)}
          onCheckedChange={(e) => toggle(choice, e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{String(choice)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </HStack>
  );
}
