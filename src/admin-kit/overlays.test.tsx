import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/render-with-providers';
import { confirm, dismissConfirm, useConfirm } from './confirm';
import { FormDrawer } from './FormDrawer';
import { toast } from './toast';

afterEach(() => act(() => dismissConfirm()));

function AskToRemove({ onAnswer }: { onAnswer(answer: boolean): void }): ReactElement {
  const ask = useConfirm();
  return (
    <button
      type="button"
      onClick={() =>
        void ask({
          title: 'Remove the logo?',
          body: 'The logo of ACME Corp will no longer show in reports.',
          confirmLabel: 'Remove',
          danger: true,
        }).then(onAnswer)
      }
    >
      Remove
    </button>
  );
}

describe('useConfirm', () => {
  it('resolves true when confirmed, naming what will change', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderWithProviders(<AskToRemove onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove the logo?' });
    expect(dialog).toHaveTextContent('The logo of ACME Corp will no longer show in reports.');
    await user.click(screen.getAllByRole('button', { name: 'Remove' }).at(-1)!);
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('resolves false when cancelled or dismissed with Esc', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderWithProviders(<AskToRemove onAnswer={onAnswer} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });

  it('answers a pending question false when another is asked', async () => {
    renderWithProviders(<span>host</span>);
    let first: Promise<boolean> | undefined;
    act(() => {
      first = confirm({ title: 'First?', body: 'one', confirmLabel: 'Yes' });
    });
    act(() => void confirm({ title: 'Second?', body: 'two', confirmLabel: 'Yes' }));
    await expect(first).resolves.toBe(false);
    expect(await screen.findByRole('alertdialog', { name: 'Second?' })).toBeInTheDocument();
  });
});

function DrawerHarness({ onOpenChange }: { onOpenChange(open: boolean): void }): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New theme
      </button>
      <FormDrawer
        open={open}
        title="New theme"
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      >
        <label>
          Code <input />
        </label>
      </FormDrawer>
    </>
  );
}

describe('FormDrawer', () => {
  it('opens with its title, keeps focus inside and closes on Esc', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProviders(<DrawerHarness onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'New theme' }));
    const drawer = await screen.findByRole('dialog', { name: 'New theme' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.tab();
    await user.tab();
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('toast', () => {
  it('shows success and error texts in the one toaster', async () => {
    renderWithProviders(<span>host</span>);
    act(() => toast.success('Theme saved.'));
    expect(await screen.findByText('Theme saved.')).toBeInTheDocument();
    act(() => toast.error('The theme could not be saved.'));
    expect(await screen.findByText('The theme could not be saved.')).toBeInTheDocument();
  });
});
