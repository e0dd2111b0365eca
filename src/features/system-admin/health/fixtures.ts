/** Health checks as the server answers them, for the screen's tests and stories. */
import { messageText } from '../../../domain/messages';
import type { HealthCheck } from './api';

/** Relative to the real clock, so the week's strip has runs on every day. */
const NOW = Date.now();
const at = (minutesAgo: number): string => new Date(NOW - minutesAgo * 60_000).toISOString();

const week = (status: HealthCheck['status'], durationMs: number): HealthCheck['history'] =>
  Array.from({ length: 7 * 6 }, (_, i) => ({
    at: at(i * 240),
    status: i === 9 ? 'warning' : status,
    durationMs: durationMs + (i % 5) * 3,
  }));

export const FIXTURE_NOW = NOW;

export const SAMPLE_CHECKS: HealthCheck[] = [
  {
    name: 'database',
    title: messageText('healthTitleDatabase'),
    status: 'ok',
    detail: 'The database answered a write and a read in 4 ms.',
    lastRun: at(3),
    durationMs: 5,
    history: week('ok', 5),
  },
  {
    name: 'chromium',
    title: messageText('healthTitleChromium'),
    status: 'failing',
    detail: 'Chromium cannot render exports: CHROMIUM_PATH is set to /opt/chrome, but no file is there.',
    lastRun: at(3),
    durationMs: 12,
    history: week('failing', 1200),
  },
  {
    name: 'freshness',
    title: messageText('healthTitleFreshness'),
    status: 'warning',
    detail: '1 sources are late in 1 agencies (0 past their error threshold).',
    lastRun: at(3),
    durationMs: 240,
    history: week('ok', 240),
    freshness: [
      {
        agencyId: 1,
        name: 'Compulse Media',
        status: 'warning',
        sources: [
          {
            source: 'DV360',
            label: 'DV360',
            dataThrough: '2026-06-13',
            lastSyncAt: null,
            status: 'warning',
            lateHours: 6,
            campaigns: 12,
          },
          {
            source: 'ads',
            label: 'Google Ads',
            dataThrough: '2026-06-14',
            lastSyncAt: at(90),
            status: 'ok',
            lateHours: 0,
            campaigns: 3,
          },
        ],
        advertisers: [
          {
            advertiserId: 10000001,
            name: 'Riverside Auto Group',
            status: 'warning',
            sources: [
              {
                source: 'DV360',
                label: 'DV360',
                dataThrough: '2026-06-13',
                lastSyncAt: null,
                status: 'warning',
                lateHours: 6,
                campaigns: 4,
              },
            ],
          },
          { advertiserId: 10000002, name: 'Harbor Dental Care', status: 'ok', sources: [] },
        ],
      },
    ],
  },
];
