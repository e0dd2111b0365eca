/** How the geography rows of our calls join their shapes: shared by the map kinds reading DMA and zip rows. */
import { codeText, type RegionSpec } from './map-model';

/** DMA rows (breakdown by dma, order summary: DMA code, Metro name) join the DMA shapes by code; drill by DMA. */
export const DMA_SPEC: RegionSpec = {
  codeOf: (row) => codeText(row.DMA),
  labelOf: (row, feature) => String(row.Metro ?? feature?.properties.name ?? row.DMA),
  geoType: 'DMA',
};

/** Zip rows (geo-list: ZipCode, City, state) join the zip centroids by zip; drill by zip code. */
export const ZIP_SPEC: RegionSpec = {
  codeOf: (row) => codeText(row.ZipCode),
  labelOf: (row, feature) => {
    const city = row.City ?? feature?.properties.City;
    const state = row.state ?? row.State ?? feature?.properties.state;
    return city ? `${String(row.ZipCode)} ${String(city)}${state ? `, ${String(state)}` : ''}` : String(row.ZipCode);
  },
  geoType: 'ZIPCODE',
};
