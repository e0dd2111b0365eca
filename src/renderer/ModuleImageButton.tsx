import { Spinner } from '@chakra-ui/react';
import { useState, type ReactElement, type RefObject } from 'react';
import '../ui/plain-button.css';
import './frame.css';

/** The file name of a module's picture: its title, without characters file systems refuse. */
export function imageFileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'module'}.png`;
}

/**
 * Downloads a PNG of one module: html-to-image (loaded on first use) captures the frame's inner wrapper, not the
 * grid item, so the picture has the module's own size and padding; the button itself is left out of it.
 */
export function ModuleImageButton({
  target,
  title,
}: {
  target: RefObject<HTMLElement | null>;
  title: string;
}): ReactElement {
  const [busy, setBusy] = useState(false);
  const download = async (): Promise<void> => {
    const node = target.current;
    if (!node || busy) return;
    setBusy(true);
    try {
      const { toPng } = await import('html-to-image');
      const url = await toPng(node, {
        backgroundColor: '#ffffff',
        pixelRatio: 2,
        filter: (element) => !(element instanceof HTMLElement && element.dataset.noCapture !== undefined),
      });
      const link = document.createElement('a');
      link.href = url;
      link.download = imageFileName(title);
      link.click();
    } finally {
      setBusy(false);
    }
  };
  return (
    // A plain button with a static class (frame.css): every ready frame has one.
    <button
      type="button"
      className="sl-button sl-button--2xs sl-button--ghost sl-frame__image"
      data-no-capture=""
      aria-label={`Download ${title} as PNG`}
      title="Download as PNG"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void download()}
    >
      {busy ? <Spinner size="xs" /> : '⤓'}
    </button>
  );
}
