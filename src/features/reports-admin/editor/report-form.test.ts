import { describe, expect, it } from 'vitest';
import { draftFieldOf, emailsOf, inputOf, newDraft, scheduleErrors, validateDraft } from './report-form';

const ready = () => ({
  ...newDraft(1, null, 'America/Chicago'),
  name: 'Weekly recap',
  advertiserIds: [101],
  tabs: ['display'],
  emails: 'client@acme.test',
});

describe('the report draft', () => {
  it('asks for a name, an advertiser, a dashboard, a format and a recipient', () => {
    const errors = validateDraft({ ...newDraft(1, null, 'UTC'), formats: [] });
    expect(errors).toMatchObject({
      name: 'Report name is required.',
      advertiserIds: 'Choose at least one advertiser.',
      tabs: 'Choose at least one dashboard.',
      formats: 'Choose at least one format.',
      emails: 'Add at least one recipient.',
    });
    expect(validateDraft(ready())).toEqual({});
  });

  it('names an address that is not one', () => {
    expect(validateDraft({ ...ready(), emails: 'a@b.test, nope' }).emails).toBe('“nope” is not an e-mail address.');
    expect(emailsOf('a@b.test,\n c@d.test  a@b.test')).toEqual(['a@b.test', 'c@d.test']);
  });

  it('checks the schedule: time, days, cron', () => {
    expect(scheduleErrors({ ...ready(), time: '8am' }).time).toBe('Write the time as HH:mm, e.g. 08:00.');
    expect(scheduleErrors({ ...ready(), days: [] }).days).toBe('Choose at least one day.');
    expect(scheduleErrors({ ...ready(), frequency: 'cron', cron: '0 8 *' }).cron).toBe(
      'Write five fields, e.g. 0 8 * * 1.',
    );
    expect(scheduleErrors({ ...ready(), frequency: 'cron', cron: '0 8 * * 1', time: '' })).toEqual({});
  });

  it('becomes the create body', () => {
    const input = inputOf({ ...ready(), days: [5, 1] });
    expect(input).toMatchObject({
      name: 'Weekly recap',
      agencyId: 1,
      advertiserId: null,
      advertisers: [{ advertiserId: 101, tabs: ['display'] }],
      recipients: { userIds: [], emails: ['client@acme.test'] },
      schedule: { frequency: 'weekly', time: '08:00', days: [1, 5], timezone: 'America/Chicago' },
      readiness: { waitForData: true, deadlineHours: 24, atDeadline: 'send' },
    });
  });

  it('maps a refused field to the field it belongs to', () => {
    expect(draftFieldOf('recipients.emails')).toBe('emails');
    expect(draftFieldOf('schedule.cron')).toBe('cron');
    expect(draftFieldOf('name')).toBe('name');
    expect(draftFieldOf(undefined)).toBeUndefined();
  });
});
