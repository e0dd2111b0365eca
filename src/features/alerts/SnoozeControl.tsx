import { Button, HStack, Input } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { messageText } from '../../domain/messages';
import { tomorrow } from './attention';

/** Props of the snooze control of one alert. */
export interface SnoozeControlProps {
  /** The alert's label, for the toggle's accessible name. */
  alertLabel: string;
  now: number;
  busy: boolean;
  onSnooze(until: string): void;
}

/**
 * "Snooze" opens a date field (native, so typing and the keyboard work) and its submit button; Escape closes it.
 * The earliest date is tomorrow: a snooze to today would end at once.
 */
export function SnoozeControl({ alertLabel, now, busy, onSnooze }: SnoozeControlProps): ReactElement {
  const [open, setOpen] = useState(false);
  const first = tomorrow(now);
  const [until, setUntil] = useState(first);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (until < first) return;
    onSnooze(until);
    setOpen(false);
  };
  if (!open)
    return (
      <Button
        size="xs"
        variant="outline"
        aria-expanded={false}
        aria-label={messageText('alertsSnoozeFor', { alert: alertLabel })}
        onClick={() => setOpen(true)}
      >
        {messageText('alertsSnooze')}
      </Button>
    );
  return (
    <HStack
      as="form"
      gap="2"
      flexWrap="wrap"
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <Input
        aria-label={messageText('alertsSnoozeUntilLabel')}
        size="xs"
        type="date"
        width="auto"
        min={first}
        value={until}
        required
        autoFocus
        onChange={(e) => setUntil(e.currentTarget.value)}
      />
      <Button size="xs" type="submit" loading={busy} disabled={until < first}>
        {messageText('alertsSnooze')}
      </Button>
    </HStack>
  );
}
