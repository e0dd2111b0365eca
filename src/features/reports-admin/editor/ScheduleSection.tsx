import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo, type ReactElement } from 'react';
import { Section } from '../../../admin-kit';
import { SCHEDULE_FREQUENCIES, type ScheduleFrequency } from '../../../domain/scheduled-reports';
import { TEXTS } from '../texts';
import { CheckGroup, FormField } from './fields';
import { scheduleErrors, scheduleOf } from './report-form';
import { SchedulePreview } from './SchedulePreview';
import type { SectionProps } from './section-props';

const DAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: TEXTS.weekday(day) }));
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) || !current ? all : [current, ...all];
}

/** Frequency, days or day of month, time, time zone, or cron for experts; and the next five runs. */
export function ScheduleSection({ draft, errors, set }: SectionProps): ReactElement {
  const zoneList = useMemo(() => zones(draft.timezone), [draft.timezone]);
  const complete = Object.keys(scheduleErrors(draft)).length === 0;
  return (
    <Section title={TEXTS.sections.schedule}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={TEXTS.frequency}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={draft.frequency}
              onChange={(e) => set({ frequency: e.currentTarget.value as ScheduleFrequency })}
            >
              {SCHEDULE_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {TEXTS.frequencies[f]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={TEXTS.timezone} error={errors.timezone} required>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.timezone} onChange={(e) => set({ timezone: e.currentTarget.value })}>
              {zoneList.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <Stack gap="4">
        {draft.frequency === 'weekly' ? (
          <CheckGroup
            legend={TEXTS.days}
            options={DAYS}
            value={draft.days}
            onChange={(days) => set({ days })}
            error={errors.days}
          />
        ) : null}
        {draft.frequency === 'monthly' ? (
          <FormField label={TEXTS.dayOfMonth}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={String(draft.dayOfMonth)}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  set({ dayOfMonth: value === 'last' ? 'last' : Number(value) });
                }}
              >
                {MONTH_DAYS.map((day) => (
                  <option key={day} value={day}>
                    {day}
                  </option>
                ))}
                <option value="last">{TEXTS.lastDayOption}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        {draft.frequency === 'cron' ? (
          <FormField label={TEXTS.cron} hint={TEXTS.cronHint} error={errors.cron} required>
            <Input fontFamily="mono" value={draft.cron} onChange={(e) => set({ cron: e.currentTarget.value })} />
          </FormField>
        ) : (
          <FormField label={TEXTS.time} error={errors.time} required>
            <Input
              maxW="40"
              inputMode="numeric"
              placeholder="08:00"
              value={draft.time}
              onChange={(e) => set({ time: e.currentTarget.value })}
            />
          </FormField>
        )}
        <SchedulePreview schedule={complete ? scheduleOf(draft) : undefined} />
      </Stack>
    </Section>
  );
}
