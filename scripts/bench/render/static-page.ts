/**
 * The limit the dashboard is compared with: one static HTML page that draws the same charts with ECharts
 * `setOption`, the data inlined, no framework, no requests. Its time to all charts painted is the floor.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One chart's data as captured from the dashboard's own answers: categories and one series of values. */
export interface StaticChart {
  kind: 'bar' | 'line' | 'pie';
  categories: string[];
  values: number[];
}

const ECHARTS = path.resolve(import.meta.dirname, '../../../node_modules/echarts/dist/echarts.min.js');

/** The HTML of the static page; it sets `window.__painted` once every chart drew its first frame ('rendered'). */
export function staticPage(charts: readonly StaticChart[]): string {
  const script = fs.readFileSync(ECHARTS, 'utf8');
  const boxes = charts
    .map((_, i) => `<div id="c${i}" style="width:640px;height:300px;display:inline-block"></div>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><script>${script}</script></head><body>${boxes}<script>
const charts = ${JSON.stringify(charts)};
let left = charts.length;
window.__painted = left === 0;
charts.forEach((c, i) => {
  const chart = echarts.init(document.getElementById('c' + i), null, { renderer: 'canvas' });
  chart.on('rendered', function once() { chart.off('rendered', once); if (--left === 0) window.__painted = true; });
  chart.setOption(c.kind === 'pie'
    ? { series: [{ type: 'pie', radius: ['40%', '70%'], data: c.categories.map((name, j) => ({ name, value: c.values[j] })) }] }
    : { xAxis: { type: 'category', data: c.categories }, yAxis: { type: 'value' }, tooltip: {}, series: [{ type: c.kind, data: c.values }] });
});
</script></body></html>`;
}
