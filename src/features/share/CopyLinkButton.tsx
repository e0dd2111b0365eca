import { Button } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { SHARE_TEXTS } from './texts';

/** Props of a copy button: the text to copy and what it is called (for its accessible name). */
export interface CopyLinkButtonProps {
  link: string;
  label: string;
}

/** Copies a link to the clipboard and says so; where the clipboard is refused the link stays selectable beside it. */
export function CopyLinkButton({ link, label }: CopyLinkButtonProps): ReactElement {
  const [copied, setCopied] = useState(false);
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button size="sm" variant="outline" aria-label={`${SHARE_TEXTS.copy} ${label.toLowerCase()}`} onClick={copy}>
      {copied ? SHARE_TEXTS.copied : SHARE_TEXTS.copy}
    </Button>
  );
}
