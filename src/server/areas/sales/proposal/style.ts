/**
 * The proposal page's style sheet, laid out for one US Letter sheet. Brand colours come in as six hex digits (the
 * text colour on the primary one already checked for contrast); the price badges keep fixed, legible colours.
 */

import { contrastRatio } from '../../../exports/colour';

/**
 * The brand colour as text on white: itself when it reads (4.5:1), else darkened step by step toward black, so a
 * light theme colour (yellow, coral) keeps its hue in headings and stays legible.
 */
export function inkOf(hex: string): string {
  let [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  let ink = hex;
  for (let step = 0; step < 20 && contrastRatio(ink, 'FFFFFF') < 4.5; step++) {
    [r, g, b] = [r, g, b].map((c) => Math.round(c * 0.9)) as [number, number, number];
    ink = [r, g, b]
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase();
  }
  return ink;
}

export interface ProposalColours {
  primary: string;
  onPrimary: string;
  accent: string;
  /** The theme's font family, escaped for HTML. */
  font: string;
}

/** The style sheet in the given brand colours. */
export function proposalCss({ primary, onPrimary, accent, font }: ProposalColours): string {
  const ink = inkOf(primary);
  return `
@page { size: Letter; margin: 12mm 14mm; }
* { box-sizing: border-box; }
html, body { margin: 0; }
body { font-family: '${font}', 'Liberation Sans', Arial, sans-serif; color: #263238; font-size: 10.5pt; line-height: 1.35; }
.sheet { height: 253mm; display: flex; flex-direction: column; overflow: hidden; padding: 0 1px; }
.band { background: #${primary}; color: #${onPrimary}; padding: 7mm 8mm; border-radius: 4px; display: flex;
  align-items: center; justify-content: space-between; gap: 8mm; }
.brand { min-width: 0; flex: 1; }
.band .logo { max-height: 16mm; max-width: 70mm; display: block; }
.band .agency { font-size: 17pt; font-weight: 700; letter-spacing: .02em; overflow-wrap: anywhere; }
.band .kind { text-align: right; font-size: 10pt; text-transform: uppercase; letter-spacing: .12em; white-space: nowrap; }
.band .date { text-transform: none; letter-spacing: 0; font-size: 10.5pt; margin-top: 1.5mm; opacity: .95; }
section { margin-top: 7mm; }
h1 { font-size: 21pt; line-height: 1.15; margin: 0 0 2.5mm; color: #${ink}; overflow-wrap: anywhere; }
h2 { color: #${ink}; font-size: 13pt; border-bottom: 2px solid #${accent}; padding-bottom: 1.5mm; margin: 0 0 3mm; }
.to p { margin: 0 0 .8mm; color: #455A64; overflow-wrap: anywhere; }
.to .contact { margin-top: 2mm; color: #263238; font-weight: 600; }
.offer-row { display: flex; gap: 8mm; align-items: stretch; }
.facts { flex: 1.3; display: grid; grid-template-columns: 36mm 1fr; row-gap: 2.2mm; column-gap: 4mm; margin: 0; }
.facts dt { color: #607D8B; }
.facts dd { margin: 0; font-weight: 600; }
.price { flex: 1; border: 1px solid #CFD8DC; border-top: 4px solid #${accent}; border-radius: 3px; padding: 4mm 5mm;
  display: flex; flex-direction: column; align-items: flex-start; gap: 2mm; }
.price-label { color: #607D8B; font-size: 9.5pt; text-transform: uppercase; letter-spacing: .08em; }
.price-value { font-size: 19pt; font-weight: 700; color: #263238; line-height: 1.15; }
.badge { display: inline-block; border-radius: 10px; padding: .6mm 3mm; font-size: 9pt; font-weight: 700; white-space: nowrap; }
.badge-low { background: #E8F5E9; color: #1B5E20; border: 1px solid #A5D6A7; }
.badge-medium { background: #FFF8E1; color: #7A4F01; border: 1px solid #FFD54F; }
.badge-high { background: #FFEBEE; color: #B71C1C; border: 1px solid #EF9A9A; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 10pt; }
th { background: #${primary}; color: #${onPrimary}; text-align: left; padding: 2mm 3mm; font-weight: 600; }
td { padding: 2.2mm 3mm; border-bottom: 1px solid #CFD8DC; vertical-align: middle; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
tr.chosen td { background: #F1F5F7; border-top: 2px solid #${accent}; border-bottom: 2px solid #${accent}; }
tr.chosen td:first-child { border-left: 2px solid #${accent}; }
tr.chosen td:last-child { border-right: 2px solid #${accent}; }
.mark { display: inline-block; margin-left: 1.5mm; padding: .3mm 2mm; border-radius: 8px; font-size: 8pt;
  font-weight: 700; background: #${primary}; color: #${onPrimary}; }
.rule { color: #607D8B; font-size: 8.5pt; margin: 2mm 0 0; }
.rep p { margin: 0 0 .8mm; overflow-wrap: anywhere; }
.rep .rep-name { font-weight: 700; font-size: 11.5pt; }
footer { margin-top: auto; border-top: 3px solid #${accent}; padding-top: 3mm; color: #607D8B; font-size: 8.5pt; overflow-wrap: anywhere; }
body.tight { font-size: 9.5pt; }
body.tight section { margin-top: 4.5mm; }
body.tight h1 { font-size: 17pt; }
body.tight .band { padding: 5mm 7mm; }
body.tight td { padding: 1.5mm 2.5mm; }
body.tighter { font-size: 8.5pt; }
body.tighter h1 { font-size: 14pt; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
body.tighter .price-value { font-size: 15pt; }
`;
}
