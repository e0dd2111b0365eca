import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../domain/layout/dataset';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { ModulePreview } from '../../registry/ModulePreview';
import genericTable from '../../../modules/generic-table';
import pieChart from '../../../modules/pie-chart';
import siteImpactTable from '../../../modules/site-impact-table';

const RAW_NAMES = /CreativeName|AdName|GeoFenceName|ShortDate|ConversionType|CallOutcome|ImpressionShare|ScheduledDemo/;

const dataset = (rows: Dataset['rows']): Dataset => ({ rows, totals: null, meta: {} });

describe('labels on screen, not raw field names', () => {
  it('a table shows catalogue headers and labelled enum values', () => {
    const { container } = renderWithProviders(
      <ModulePreview
        definition={genericTable}
        options={{ columns: ['CallOutcome', 'Calls', 'Conversions', 'CreativeName'] }}
        dataset={dataset([
          { CallOutcome: 'ScheduledDemo', Calls: 12, Conversions: 4, CreativeName: 'SpringSale_300x250' },
          { CallOutcome: 'NotALead', Calls: 3, Conversions: 0, CreativeName: 'iHeartRadio Spot' },
        ])}
        context={{ campaignTypes: ['CALLTRACKING'], print: false }}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Call Outcome', 'Calls', 'Leads', 'Creative']);
    expect(screen.getByRole('cell', { name: 'Scheduled Demo' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Not a Lead' })).toBeTruthy();
    // Names are never reworded.
    expect(screen.getByRole('cell', { name: 'SpringSale_300x250' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'iHeartRadio Spot' })).toBeTruthy();
    expect(container.textContent).not.toMatch(RAW_NAMES);
  });

  it('a pie lists its slices under labels: the dimension, the tactic’s metric name and the values', () => {
    const { container } = renderWithProviders(
      <ModulePreview
        definition={pieChart}
        options={{ metric: 'Conversions', dimension: 'ConversionType' }}
        dataset={dataset([
          { ConversionType: 'PageVisit', Conversions: 30 },
          { ConversionType: 'SignUp', Conversions: 10 },
        ])}
        context={{ campaignTypes: ['GA'], print: false }}
        title="Goal completions"
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Goal Completions', 'Share']);
    expect(headers[0]).toMatch(/^Conversion/);
    expect(screen.getByRole('row', { name: 'Page Visit 30 75%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Sign-Up 10 25%' })).toBeTruthy();
    expect(container.textContent).not.toMatch(RAW_NAMES);
  });

  it('dayparts read as words: MidDay is Midday', () => {
    renderWithProviders(
      <ModulePreview
        definition={genericTable}
        options={{ columns: ['Daypart', 'Impressions'] }}
        dataset={dataset([{ Daypart: 'MidDay', Impressions: 1200 }])}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Midday' })).toBeTruthy();
  });

  it('an airing reads as station, time and length', () => {
    renderWithProviders(
      <ModulePreview
        definition={genericTable}
        options={{ columns: ['Airing', 'Airings'] }}
        dataset={dataset([{ Airing: 'WKWN|16:04|:15', Airings: 2 }])}
        context={{ campaignTypes: ['LINEAR'], print: false }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'WKWN · 16:04 · :15' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Spots/ })).toBeTruthy();
  });

  it('the web breakdown reads as traffic channels', () => {
    renderWithProviders(
      <ModulePreview
        definition={siteImpactTable}
        options={{}}
        dataset={dataset([{ Page: 'Organic Search', Sessions: 120, PageViews: 300 }])}
        context={{ campaignTypes: ['GA'], print: false }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Channel/ })).toBeTruthy();
  });
});
