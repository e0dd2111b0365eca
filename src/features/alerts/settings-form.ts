/**
 * The settings drawer's form as pure functions: the fields in order, the draft (text per field, empty = inherit)
 * made from an answer, and the override a draft saves.
 */
import type { AlertSettings } from '../../domain/alerts';
import type { MessageKey } from '../../domain/messages';

/** One numeric field of the drawer. */
export interface SettingField {
  key: keyof AlertSettings;
  label: MessageKey;
  /** Negative values make sense (pacing below −20 %). */
  signed?: boolean;
}

export const SETTING_FIELDS: readonly SettingField[] = [
  { key: 'pacingLowPercent', label: 'alertsSettingPacingLow', signed: true },
  { key: 'pacingHighPercent', label: 'alertsSettingPacingHigh', signed: true },
  { key: 'dropPercent', label: 'alertsSettingDrop' },
  { key: 'baselineWeeks', label: 'alertsSettingBaselineWeeks' },
  { key: 'minBaselineVolume', label: 'alertsSettingMinVolume' },
  { key: 'endingWithinDays', label: 'alertsSettingEnding' },
  { key: 'holdFor', label: 'alertsSettingHoldFor' },
  { key: 'clearFor', label: 'alertsSettingClearFor' },
];

/** The text of each field; '' where this level inherits. */
export type SettingsDraft = Record<keyof AlertSettings, string>;

/** The draft of a level's override. */
export function draftOf(override: Partial<AlertSettings>): SettingsDraft {
  return Object.fromEntries(
    SETTING_FIELDS.map(({ key }) => [key, override[key] === undefined ? '' : String(override[key])]),
  ) as SettingsDraft;
}

/** A field's text that is not a whole number (of the right sign), or null when it is fine. */
export function invalidField(field: SettingField, text: string): boolean {
  const value = text.trim();
  if (value === '') return false;
  return !(field.signed ? /^-?\d+$/ : /^\d+$/).test(value);
}

/** The override a draft saves: the fields with a value, as numbers; null when a field is not a whole number. */
export function overrideOf(draft: SettingsDraft): Partial<AlertSettings> | null {
  const override: Partial<AlertSettings> = {};
  for (const field of SETTING_FIELDS) {
    const text = draft[field.key].trim();
    if (text === '') continue;
    if (invalidField(field, text)) return null;
    override[field.key] = Number(text);
  }
  return override;
}
