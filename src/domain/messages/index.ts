/**
 * The message catalogue: every user-facing text once, split per area, merged here under one key space. The
 * server's AppError names a key; the client imports the same texts. A test fails when a key repeats across areas
 * or a text is written as a literal anywhere else in `src/`.
 */
import { EXPORTS_MESSAGES } from './exports';
import { KERNEL_MESSAGES } from './kernel';
import { SPEC_MESSAGES } from './spec';

export * from './spec';
export { KERNEL_MESSAGES } from './kernel';
export { EXPORTS_MESSAGES } from './exports';

/** The catalogue's areas, in the order they merge (a test proves no key is in two). */
export const MESSAGE_AREAS = { spec: SPEC_MESSAGES, kernel: KERNEL_MESSAGES, exports: EXPORTS_MESSAGES } as const;

/** Every text by key. */
export const MESSAGES = { ...SPEC_MESSAGES, ...KERNEL_MESSAGES, ...EXPORTS_MESSAGES } as const;

/** One key of the catalogue. */
export type MessageKey = keyof typeof MESSAGES;

/** Values for a text's `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The text of a key with its placeholders filled (a placeholder without a value stays as written). */
export function messageText(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
