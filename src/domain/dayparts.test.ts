import { describe, expect, it } from 'vitest';
import {
  BROADCAST_DAYPARTS,
  DAYPART_ORDER,
  broadcastDaypartFor,
  compareDayparts,
  digitalDaypartForHour,
  fourHourBandForHour,
} from './dayparts';

describe('broadcastDaypartFor', () => {
  it.each([
    [5, 0, 'Early Morning'],
    [8, 59, 'Early Morning'],
    [9, 0, 'Daytime'],
    [15, 0, 'Early Fringe'],
    [17, 0, 'Early News'],
    [19, 0, 'Prime'],
    [20, 0, 'Prime Access'],
    [23, 0, 'Late News'],
    [23, 29, 'Late News'],
    [23, 30, 'Late Fringe'],
    [1, 59, 'Late Fringe'],
    [2, 0, 'Overnight'],
    [4, 59, 'Overnight'],
  ])('puts %i:%i in %s', (hour, minute, label) => {
    expect(broadcastDaypartFor(hour, minute)).toBe(label);
  });

  it('covers every minute of the day exactly once', () => {
    const minutes = BROADCAST_DAYPARTS.reduce((sum, { start, end }) => sum + ((end - start + 1440) % 1440), 0);
    expect(minutes).toBe(1440);
  });
});

describe('digitalDaypartForHour', () => {
  it.each([
    [4, 'Morning'],
    [8, 'Morning'],
    [9, 'MidDay'],
    [13, 'MidDay'],
    [14, 'Afternoon'],
    [17, 'Afternoon'],
    [18, 'Night'],
    [23, 'Night'],
    [0, 'Overnight'],
    [3, 'Overnight'],
  ])('puts hour %i in %s', (hour, label) => {
    expect(digitalDaypartForHour(hour)).toBe(label);
  });
});

describe('daypart order', () => {
  it('runs morning, midday, afternoon, night, overnight', () => {
    expect(DAYPART_ORDER).toEqual(['morning', 'midday', 'afternoon', 'night', 'overnight']);
  });

  it('sorts labels in that order regardless of case, unknown last', () => {
    expect(['Overnight', 'Other', 'MidDay', 'Morning'].sort(compareDayparts)).toEqual([
      'Morning',
      'MidDay',
      'Overnight',
      'Other',
    ]);
  });
});

describe('fourHourBandForHour', () => {
  it('splits the day into six bands from 12am to 12am', () => {
    expect([0, 3, 4, 11, 12, 16, 23].map(fourHourBandForHour)).toEqual([
      '12am-4am',
      '12am-4am',
      '4am-8am',
      '8am-12pm',
      '12pm-4pm',
      '4pm-8pm',
      '8pm-12am',
    ]);
  });
});
