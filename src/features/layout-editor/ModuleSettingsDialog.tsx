import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Fieldset,
  Heading,
  HStack,
  Input,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { KIND_CATALOG } from '../../domain/layout/__generated__/catalog';
import type { Module, Tooltip } from '../../domain/layout/validate';
import { loadOptionsSchema } from './kind-schemas';
import { errorsUnder, moduleFieldErrors } from './options-fields';
import { OptionsForm } from './OptionsForm';

/** Props of the module settings dialog. */
export interface ModuleSettingsDialogProps {
  open: boolean;
  /** The module edited; null shows nothing. */
  module: Module | null;
  /** Called with the edited module once it validates; the dialog then closes. */
  onApply(next: Module): void;
  onClose(): void;
}

/** Title, tooltips, no-data tooltips and options of one module; Apply only hands over a module that validates. */
export function ModuleSettingsDialog({ open, module, onApply, onClose }: ModuleSettingsDialogProps): ReactElement {
  return (
    <Dialog.Root
      open={open && module !== null}
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {module ? <ModuleSettings key={module.id} module={module} onApply={onApply} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ModuleSettingsProps {
  module: Module;
  onApply(next: Module): void;
  onClose(): void;
}

function ModuleSettings({ module, onApply, onClose }: ModuleSettingsProps): ReactElement {
  const manifest = KIND_CATALOG[module.name]?.manifest;
  const schema = useQuery({
    queryKey: ['layout-editor', 'options-schema', module.name],
    queryFn: () => loadOptionsSchema(module.name),
    staleTime: Infinity,
  });
  const [title, setTitle] = useState(module.title ?? '');
  const [tooltips, setTooltips] = useState<Tooltip[]>(module.tooltips ?? []);
  const [noDataTooltips, setNoDataTooltips] = useState<Tooltip[]>(module.noDataTooltips ?? []);
  const [options, setOptions] = useState<Record<string, unknown> | undefined>(module.options);
  const [textErrors, setTextErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);

  const next = edited(module, { title, tooltips, noDataTooltips, options });
  // Messages show once Apply was tried, then follow the editing.
  const errors = tried ? moduleFieldErrors(next) : {};
  const shown = new Set(['title', 'options', 'tooltips', 'noDataTooltips']);
  const elsewhere = Object.entries(errors).filter(([path]) => !shown.has(path.split(/[.[]/)[0] ?? ''));
  const pendingText = Object.keys(textErrors).length > 0;
  const apply = (): void => {
    setTried(true);
    if (pendingText || Object.keys(moduleFieldErrors(next)).length > 0) return;
    onApply(next);
    onClose();
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Module settings: {module.title || manifest?.title || module.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack
          gap="6"
          as="form"
          aria-label="Module settings"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          {tried && (pendingText || Object.keys(errors).length > 0) ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>This module cannot be applied yet: fix the fields marked below.</Alert.Title>
                {elsewhere.map(([path, message]) => (
                  <Alert.Description key={path}>
                    {path || 'module'}: {message}
                  </Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={!!errors.title}>
            <Field.Label>Title</Field.Label>
            <Input
              size="sm"
              data-testid="module-title"
              placeholder={manifest?.title}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
            />
            <Field.ErrorText>{errors.title}</Field.ErrorText>
          </Field.Root>
          <TooltipRows
            field="tooltips"
            label="Tooltips"
            rowLabel="Tooltip"
            rows={tooltips}
            errors={errorsUnder(errors, 'tooltips')}
            onChange={setTooltips}
          />
          <TooltipRows
            field="noDataTooltips"
            label="No-data tooltips"
            rowLabel="No-data tooltip"
            rows={noDataTooltips}
            errors={errorsUnder(errors, 'noDataTooltips')}
            onChange={setNoDataTooltips}
          />
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Options
            </Heading>
            {schema.isPending ? (
              <Skeleton height="24" aria-label="Loading the options" />
            ) : schema.data ? (
              <OptionsForm
                kind={module.name}
                schema={schema.data}
                value={options ?? manifest?.initialOptions ?? {}}
                onChange={setOptions}
                errors={errorsUnder(errors, 'options')}
                onTextError={(name, error) =>
                  setTextErrors(({ [name]: _old, ...rest }) => (error ? { ...rest, [name]: error } : rest))
                }
              />
            ) : (
              <Text color="fg.muted">The options of this kind cannot be edited here.</Text>
            )}
          </Stack>
          <button type="submit" hidden />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="brand" onClick={apply}>
          Apply
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close module settings" />
      </Dialog.CloseTrigger>
    </>
  );
}

interface Edits {
  title: string;
  tooltips: Tooltip[];
  noDataTooltips: Tooltip[];
  /** undefined: never touched, the kind's initial options still apply. */
  options: Record<string, unknown> | undefined;
}

/** The module with the dialog's edits; empty title and empty lists are left out, like empty tooltip fields. */
function edited(module: Module, edits: Edits): Module {
  const { title: _t, tooltips: _tt, noDataTooltips: _n, options: _o, ...rest } = module;
  const tooltips = edits.tooltips.map(compactTooltip);
  const noDataTooltips = edits.noDataTooltips.map(compactTooltip);
  return {
    ...rest,
    ...(edits.title.trim() ? { title: edits.title } : {}),
    ...(tooltips.length ? { tooltips } : {}),
    ...(noDataTooltips.length ? { noDataTooltips } : {}),
    ...(edits.options ? { options: edits.options } : {}),
  };
}

function compactTooltip({ key, title, message, mapKey }: Tooltip): Tooltip {
  return { key, ...(title ? { title } : {}), ...(message ? { message } : {}), ...(mapKey ? { mapKey } : {}) };
}

const TOOLTIP_PARTS = ['key', 'title', 'message', 'mapKey'] as const;

interface TooltipRowsProps {
  /** The module field edited: test ids are '<field>-<row>-<part>'. */
  field: 'tooltips' | 'noDataTooltips';
  label: string;
  rowLabel: string;
  rows: Tooltip[];
  /** Messages keyed below the list: '[0].key'. */
  errors: Readonly<Record<string, string>>;
  onChange(rows: Tooltip[]): void;
}

/** A list of tooltips as rows of key, title, message and mapKey, with add and remove. */
function TooltipRows({ field, label, rowLabel, rows, errors, onChange }: TooltipRowsProps): ReactElement {
  const noun = rowLabel.toLowerCase();
  const set = (index: number, patch: Partial<Tooltip>): void =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Fieldset.Root invalid={!!errors['']}>
      <HStack justify="space-between">
        <Fieldset.Legend>{label}</Fieldset.Legend>
        <Button size="xs" variant="outline" onClick={() => onChange([...rows, { key: '' }])}>
          Add {noun}
        </Button>
      </HStack>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          None.
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Stack key={index} gap="1" role="group" aria-label={`${rowLabel} ${index + 1}`}>
          <HStack align="flex-start" gap="2">
            {TOOLTIP_PARTS.map((part) => {
              const error = errors[`[${index}].${part}`];
              return (
                <Field.Root key={part} invalid={!!error} required={part === 'key'}>
                  <Field.Label fontSize="xs">{part}</Field.Label>
                  <Input
                    size="xs"
                    data-testid={`${field}-${index}-${part}`}
                    value={row[part] ?? ''}
                    onChange={(e) => set(index, { [part]: e.currentTarget.value })}
                  />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              );
            })}
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-end"
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          </HStack>
          {errors[`[${index}]`] ? (
            <Text fontSize="xs" color="fg.error">
              {errors[`[${index}]`]}
            </Text>
          ) : null}
        </Stack>
      ))}
      {errors[''] ? <Fieldset.ErrorText>{errors['']}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
