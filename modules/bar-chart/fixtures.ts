import {
  densePublisherDataset,
  deviceDataset,
  publisherDataset,
  zeroDeviceDataset,
} from '../../src/ui/charts/sample-datasets';
import type { BarChartOptions } from './__generated__/options';

export { densePublisherDataset, deviceDataset, publisherDataset, zeroDeviceDataset };

/** Impressions by device, largest first. */
export const deviceOptions: BarChartOptions = {
  metrics: ['Impressions'],
  dimension: 'Device',
  sortBy: 'Impressions',
  sortDesc: true,
};

/** Impressions and clicks by publisher: clicks move to the right axis. */
export const publisherOptions: BarChartOptions = {
  metrics: ['Impressions', 'Clicks'],
  dimension: 'Publisher',
  horizontal: true,
  itemLimit: 10,
};
