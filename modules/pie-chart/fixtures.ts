import {
  densePublisherDataset,
  deviceDataset,
  publisherDataset,
  zeroDeviceDataset,
} from '../../src/ui/charts/sample-datasets';
import type { PieChartOptions } from './__generated__/options';

export { densePublisherDataset, deviceDataset, publisherDataset, zeroDeviceDataset };

/** Impressions by device. */
export const deviceOptions: PieChartOptions = { metric: 'Impressions', dimension: 'Device' };

/** Clicks by publisher, five slices and 'Other', legend on the right. */
export const publisherOptions: PieChartOptions = {
  metric: 'Clicks',
  dimension: 'Publisher',
  itemLimit: 5,
  legend: { position: 'right' },
};
