import { RouterProvider } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKitRouter } from '../../../admin-kit/testing/kit-router';
import { messageText } from '../../../domain/messages';
import { renderWithProviders } from '../../../../tests/render-with-providers';
import { stubFetch } from '../../../../tests/stub-fetch';
import { LaterLogScreen } from './LaterLogScreen';
import { defaultAfterDate } from '../../../admin-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the logs that arrive with their issues', () => {
  it.each([['automated-alerts-log', 'laterLogAutomatedAlerts', 'Recipients']] as const)(
    '%s says plainly what it will list, shows its columns, and makes up no rows',
    async (id, notice, column) => {
      const fetch = stubFetch();
      const router = createKitRouter(() => <LaterLogScreen title="A log" params={{}} />, `/systemAdmin/${id}`);
      renderWithProviders(<RouterProvider router={router} />);
      expect(await screen.findByText(messageText(notice))).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: column })).toBeInTheDocument();
      expect(await screen.findByText(messageText('laterLogEmpty'))).toBeInTheDocument();
      expect(screen.getByLabelText('After')).toHaveValue(defaultAfterDate());
      expect(fetch.mock.calls.filter(([url]) => !String(url).includes('/api/health'))).toHaveLength(0);
    },
  );
});
