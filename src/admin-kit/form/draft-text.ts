import { useState } from 'react';

/**
 * Text that edits a value but may not parse while typed: it follows the value when the value changes from
 * outside (a cleared field, a reset) and otherwise keeps what is typed.
 */
export function useDraftText(
  value: unknown,
  format: (value: unknown) => string,
  reads: (text: string) => unknown,
): readonly [string, (text: string) => void] {
  const [text, setText] = useState(() => format(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (JSON.stringify(reads(text)) !== JSON.stringify(value)) setText(format(value));
  }
  return [text, setText] as const;
}
