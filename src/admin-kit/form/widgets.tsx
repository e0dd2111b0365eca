/** The controls of SchemaForm, one per widget; each reads and writes one field's value (undefined clears it). */
import {
  Box,
  Button,
  chakra,
  Checkbox,
  HStack,
  IconButton,
  Image,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useRef, useState, type ReactElement } from 'react';
import { errorText } from '../../data/narrow';
import { KIT_TEXTS } from '../texts';
import { useDraftText } from './draft-text';
import { formatJson, formatList, parseJson, parseList, parseNumber, type OptionField } from './schema-fields';

export type Widget =
  'text' | 'textarea' | 'color' | 'select' | 'checkbox' | 'number' | 'image' | 'colorList' | 'multi' | 'list' | 'json';

export interface FieldOption {
  value: string;
  label: string;
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export interface WidgetProps {
  id: string;
  field: OptionField;
  value: unknown;
  onChange(next: unknown): void;
  options: readonly FieldOption[];
  readOnly: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  placeholder?: string;
  onUpload?(file: File): Promise<string>;
  label: string;
}

function common(props: WidgetProps) {
  return {
    id: props.id,
    'aria-describedby': props.describedBy,
    'aria-invalid': props.invalid || undefined,
    readOnly: props.readOnly,
    name: props.field.name,
  } as const;
}

export function TextWidget(props: WidgetProps): ReactElement {
  return (
    <Input
      {...common(props)}
      size="sm"
      placeholder={props.placeholder ?? props.field.placeholder}
      value={typeof props.value === 'string' ? props.value : props.value === undefined ? '' : String(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    />
  );
}

export function TextareaWidget(props: WidgetProps): ReactElement {
  return (
    <Textarea
      {...common(props)}
      size="sm"
      rows={4}
      placeholder={props.placeholder ?? props.field.placeholder}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    />
  );
}

export function NumberWidget(props: WidgetProps): ReactElement {
  const [text, setText] = useDraftText(props.value, (v) => (v === undefined ? '' : String(v)), parseNumber);
  return (
    <Input
      {...common(props)}
      size="sm"
      type="number"
      inputMode={props.field.integer ? 'numeric' : 'decimal'}
      min={props.field.min}
      max={props.field.max}
      step={props.field.integer ? 1 : 'any'}
      placeholder={props.placeholder ?? props.field.placeholder}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        props.onChange(parseNumber(e.currentTarget.value));
      }}
    />
  );
}

export function CheckboxWidget(props: WidgetProps): ReactElement {
  return (
    <Checkbox.Root
      size="sm"
      checked={props.value === true}
      readOnly={props.readOnly}
      invalid={props.invalid}
      onCheckedChange={(e) => props.onChange(e.checked === true)}
    >
      <Checkbox.HiddenInput id={props.id} aria-describedby={props.describedBy} name={props.field.name} />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function SelectWidget(props: WidgetProps): ReactElement {
  const current = props.value === undefined || props.value === null ? '' : String(props.value);
  return (
    <NativeSelect.Root size="sm" disabled={props.readOnly}>
      <NativeSelect.Field
        id={props.id}
        name={props.field.name}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid || undefined}
        value={current}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          if (raw === '') return props.onChange(undefined);
          // An enum of numbers or booleans gets the value back in its own type.
          const typed = (props.field.choices ?? []).find((choice) => String(choice) === raw);
          props.onChange(typed ?? raw);
        }}
      >
        <option value="">
          {props.placeholder ?? (props.field.placeholder ? `Default (${props.field.placeholder})` : '—')}
        </option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A colour: the browser's picker and the hex text side by side (either edits it). */
export function ColorWidget(props: WidgetProps): ReactElement {
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <HStack gap="2">
      <ColorSwatchInput
        label={props.label}
        value={value}
        readOnly={props.readOnly}
        onChange={(next) => props.onChange(next)}
      />
      <Input
        {...common(props)}
        size="sm"
        fontFamily="mono"
        maxW="36"
        placeholder="#rrggbb"
        value={value}
        onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
      />
    </HStack>
  );
}

function ColorSwatchInput({
  label,
  value,
  readOnly,
  onChange,
}: {
  label: string;
  value: string;
  readOnly: boolean;
  onChange(next: string): void;
}): ReactElement {
  return (
    <chakra.input
      type="color"
      aria-label={`${label}: picker`}
      disabled={readOnly}
      value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
      onChange={(e) => onChange(e.currentTarget.value)}
      width="10"
      height="8"
      p="0.5"
      borderWidth="1px"
      borderRadius="sm"
      bg="bg"
      cursor="pointer"
      flexShrink={0}
    />
  );
}

/** An ordered list of colours: add, remove, move up. */
export function ColorListWidget(props: WidgetProps): ReactElement {
  const colors = Array.isArray(props.value) ? props.value.map((c) => (typeof c === 'string' ? c : String(c))) : [];
  const set = (next: string[]): void => props.onChange(next.length ? next : undefined);
  return (
    <Stack gap="2" id={props.id} aria-describedby={props.describedBy} role="group" aria-label={props.label}>
      {colors.map((color, index) => (
        <HStack key={index} gap="2">
          <ColorSwatchInput
            label={`${props.label} ${index + 1}`}
            value={color}
            readOnly={props.readOnly}
            onChange={(next) => set(colors.map((c, i) => (i === index ? next : c)))}
          />
          <Input
            size="sm"
            fontFamily="mono"
            maxW="36"
            aria-label={`${props.label} ${index + 1}`}
            aria-invalid={!HEX_COLOR.test(color) || undefined}
            readOnly={props.readOnly}
            value={color}
            onChange={(e) => set(colors.map((c, i) => (i === index ? e.currentTarget.value : c)))}
          />
          {props.readOnly ? null : (
            <>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={KIT_TEXTS.moveUp(index)}
                disabled={index === 0}
                onClick={() =>
                  set(colors.map((c, i) => (i === index - 1 ? colors[index]! : i === index ? colors[index - 1]! : c)))
                }
              >
                <span aria-hidden>↑</span>
              </IconButton>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={KIT_TEXTS.removeColor(index)}
                onClick={() => set(colors.filter((_, i) => i !== index))}
              >
                <span aria-hidden>✕</span>
              </IconButton>
            </>
          )}
        </HStack>
      ))}
      {props.readOnly ? null : (
        <Button
          size="xs"
          variant="outline"
          alignSelf="start"
          onClick={() => set([...colors, colors.at(-1) ?? '#000000'])}
        >
          {KIT_TEXTS.addColor}
        </Button>
      )}
    </Stack>
  );
}

/** An image: a file picker that uploads through the field's `onUpload` and stores the URL it answers; a preview. */
export function ImageWidget(props: WidgetProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const url = typeof props.value === 'string' && props.value ? props.value : undefined;
  const pick = async (file: File | undefined): Promise<void> => {
    if (!file || !props.onUpload) return;
    setBusy(true);
    setFailure(undefined);
    try {
      props.onChange(await props.onUpload(file));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : (errorText(error) ?? String(error)));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack gap="2">
      {url ? (
        <Box borderWidth="1px" borderRadius="md" p="2" bg="bg.muted" alignSelf="start">
          <Image src={url} alt={props.label} maxH="24" maxW="full" objectFit="contain" />
        </Box>
      ) : null}
      {props.readOnly ? null : (
        <HStack gap="2" wrap="wrap">
          <input
            ref={input}
            id={props.id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
            aria-describedby={props.describedBy}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            tabIndex={-1}
            onChange={(e) => void pick(e.currentTarget.files?.[0])}
          />
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            loadingText={KIT_TEXTS.uploading}
            onClick={() => input.current?.click()}
          >
            {KIT_TEXTS.chooseImage}
          </Button>
          {url ? (
            <Button size="sm" variant="ghost" onClick={() => props.onChange(undefined)}>
              {KIT_TEXTS.removeImage}
            </Button>
          ) : null}
        </HStack>
      )}
      {failure ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}

export function MultiWidget(props: WidgetProps): ReactElement {
  const selected = Array.isArray(props.value) ? props.value : [];
  const choices = props.field.choices ?? [];
  const toggle = (choice: unknown, on: boolean): void => {
    const next = choices.filter((c) => (c === choice ? on : selected.includes(c)));
    props.onChange(next.length ? next : undefined);
  };
  return (
    <HStack wrap="wrap" gap="3" role="group" aria-label={props.label} id={props.id}>
      {choices.map((choice, index) => (
        <Checkbox.Root
          key={String(choice)}
          // Each box its own input and label: inside a Field they would all take the field's one id and label.
          ids={{ hiddenInput: `${props.id}-${index}`, label: `${props.id}-${index}-label` }}
          size="sm"
          readOnly={props.readOnly}
          checked={selected.includes(choice)}
          onCheckedChange={(e) => toggle(choice, e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{props.options[index]?.label ?? String(choice)}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </HStack>
  );
}

export function ListWidget(props: WidgetProps): ReactElement {
  const itemType = props.field.itemType ?? 'string';
  const [text, setText] = useDraftText(props.value, formatList, (t) => parseList(t, itemType));
  return (
    <Input
      {...common(props)}
      size="sm"
      placeholder={props.placeholder ?? props.field.placeholder}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        props.onChange(parseList(e.currentTarget.value, itemType));
      }}
    />
  );
}

export function JsonWidget(props: WidgetProps): ReactElement {
  const readValue = (t: string): unknown => {
    const reading = parseJson(t);
    return reading.ok ? reading.value : { unparsed: t };
  };
  const [text, setText] = useDraftText(props.value, formatJson, readValue);
  return (
    <Textarea
      {...common(props)}
      size="sm"
      fontFamily="mono"
      rows={Math.min(8, Math.max(2, text.split('\n').length))}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        const reading = parseJson(e.currentTarget.value);
        props.onChange(reading.ok ? reading.value : e.currentTarget.value);
      }}
    />
  );
}

export const WIDGETS: Readonly<Record<Widget, (props: WidgetProps) => ReactElement>> = {
  text: TextWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  color: ColorWidget,
  colorList: ColorListWidget,
  image: ImageWidget,
  multi: MultiWidget,
  list: ListWidget,
  json: JsonWidget,
};
