import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { imageFileName, ModuleImageButton } from './ModuleImageButton';

const toPng = vi.fn(
  async (_node: HTMLElement, _options: { filter: (node: HTMLElement) => boolean }) => 'data:image/png;base64,AAAA',
);
vi.mock('html-to-image', () => ({ toPng: (...args: Parameters<typeof toPng>) => toPng(...args) }));

describe('module PNG download', () => {
  it('captures the inner wrapper it is given, leaves itself out and names the file after the module', async () => {
    const target = createRef<HTMLDivElement>();
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderWithProviders(
      <div ref={target} data-testid="inner">
        <ModuleImageButton target={target} title="Daily delivery" />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download Daily delivery as PNG' }));
    await waitFor(() => expect(clicks).toEqual(['Daily delivery.png']));
    const [node, options] = toPng.mock.calls[0]!;
    expect(node).toBe(screen.getByTestId('inner'));
    expect(options.filter(screen.getByRole('button'))).toBe(false);
    expect(options.filter(screen.getByTestId('inner'))).toBe(true);
    click.mockRestore();
  });

  it('makes a safe file name', () => {
    expect(imageFileName('Spend / Day: "all"')).toBe('Spend - Day- -all-.png');
    expect(imageFileName('  ')).toBe('module.png');
  });
});
