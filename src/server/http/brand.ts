import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ThemeRecord } from '../../domain/theme';
import type { AppContext } from '../context';
import { typedRoutes } from '../kernel/route';
import { S } from '../kernel/schema';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function logoSvg(theme: ThemeRecord): string {
  const { primary, toolbarText } = theme.colors;
  // Room for the name in a wide fallback font too (a rasteriser without the theme's font), not just 220 px.
  const width = Math.max(220, 60 + theme.name.length * 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${escapeXml(theme.name)}">
<rect x="2" y="4" width="40" height="40" rx="8" fill="${primary}" stroke="${toolbarText}" stroke-width="2"/>
<text x="22" y="31" font-family="${theme.font}, sans-serif" font-size="17" font-weight="700" fill="${toolbarText}" text-anchor="middle">${escapeXml(initials(theme.name))}</text>
<text x="52" y="31" font-family="${theme.font}, sans-serif" font-size="19" font-weight="700" fill="${toolbarText}">${escapeXml(theme.name)}</text>
</svg>`;
}

function faviconSvg(theme: ThemeRecord): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="${theme.colors.primary}"/>
<text x="16" y="22" font-family="sans-serif" font-size="15" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials(theme.name))}</text>
</svg>`;
}

/** Whether a theme's logo or favicon is a picture of its own (uploaded through the image pipeline), not the drawn one. */
function isOwnPicture(path: string): boolean {
  return path.startsWith('/api/images/');
}

/**
 * White-label logos and favicons drawn from the agency theme, so a new agency needs no artwork to start. Once the
 * theme editor gives a theme an uploaded logo or favicon, these addresses redirect to it, so every page and export
 * that names the drawn logo shows the uploaded one.
 */
export function registerBrandRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = typedRoutes(app);
  // Logos are public and shown by other sites too: e-mails read in a web mail client, an agency's own pages.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/brand/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  const params = { params: S.object({ code: { type: 'string', pattern: '^[a-z0-9-]{1,64}$' } }, ['code']) };
  routes.get('/brand/:code/logo.svg', { schema: params }, async (request, reply) => {
    const theme = await ctx.themes.get(request.params.code);
    if (isOwnPicture(theme.logo)) return reply.header('cache-control', 'public, max-age=60').redirect(theme.logo);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(logoSvg(theme));
  });
  // The logo as a picture for e-mail (most mail clients show no SVG): the drawn logo rasterised at twice its size.
  routes.get('/brand/:code/logo.png', { schema: params }, async (request, reply) => {
    const theme = await ctx.themes.get(request.params.code);
    if (isOwnPicture(theme.logo)) return reply.header('cache-control', 'public, max-age=60').redirect(theme.logo);
    const png = await sharp(Buffer.from(logoSvg(theme)), { density: 144 })
      .png()
      .toBuffer();
    return reply.type('image/png').header('cache-control', 'public, max-age=300').send(png);
  });
  routes.get('/brand/:code/favicon.svg', { schema: params }, async (request, reply) => {
    const theme = await ctx.themes.get(request.params.code);
    if (isOwnPicture(theme.favicon)) return reply.header('cache-control', 'public, max-age=60').redirect(theme.favicon);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(faviconSvg(theme));
  });
}
