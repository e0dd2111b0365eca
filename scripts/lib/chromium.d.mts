export function findChromium(options?: { install?: boolean }): string;
export const CHROMIUM_ARGS: string[];
export function findPdftotext(options?: { install?: boolean }): string;
