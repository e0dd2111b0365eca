/**
 * The publisher-logo calls of 001 §7 for the System Admin screen, on the kit's resource API. Every write forgets
 * the dashboards' cached match list and invalidates it and the modules' data, so the next dashboard shows it.
 */
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { createResourceApi, queryString, uploadFile, type Page } from '../../../admin-kit';
import { forgetPublisherLogos, PUBLISHER_LOGOS_KEY } from '../../../data/publisher-logos';
import { apiFetch, jsonBody } from '../../../data/rest-client';
import type { PublisherLogo } from '../../../domain/publisher-logos';

const KEY = 'system/publisher-logos';
/** What else shows logos: the match list and the dashboards' module data. */
const ALSO = [PUBLISHER_LOGOS_KEY, ['module-data']] as const;

const at = (path: string, ...parts: string[]): string => [path, ...parts.map(encodeURIComponent)].join('/');

async function written(request: Promise<unknown>): Promise<PublisherLogo> {
  const logo = (await request) as PublisherLogo;
  forgetPublisherLogos();
  return logo;
}

/** The list (paged for the table), create by URL, remove. */
export const publisherLogosApi = createResourceApi<PublisherLogo, string, { logoName: string; url: string }>({
  key: KEY,
  list: async (query) => (await apiFetch(`/api/getPublisherLogos${queryString(query)}`)) as Page<PublisherLogo>,
  create: (input) => written(apiFetch('/api/createPublisherLogo', jsonBody('POST', input))),
  remove: (logoName) => written(apiFetch(at('/api/removePublisherLogo', logoName), { method: 'DELETE' })),
  alsoInvalidate: ALSO,
});

/** One change to an existing logo. */
export type LogoChange =
  | { kind: 'rename'; logoName: string; newName: string }
  | { kind: 'url'; logoName: string; newUrl: string }
  | { kind: 'upload'; logoName: string; file: File }
  | { kind: 'addAlias' | 'removeAlias'; logoName: string; alias: string }
  | { kind: 'addPrefix' | 'removePrefix'; logoName: string; prefix: string };

/** The call of a change. */
export function sendLogoChange(change: LogoChange): Promise<PublisherLogo> {
  const name = change.logoName;
  switch (change.kind) {
    case 'rename':
      return written(
        apiFetch(at('/api/updatePublisherLogoName', name), jsonBody('PATCH', { logoName: change.newName })),
      );
    case 'url':
      return written(apiFetch(at('/api/updatePublisherLogoUrl', name), jsonBody('PUT', { newUrl: change.newUrl })));
    case 'upload':
      return written(uploadFile('/api/uploadPublisherLogo', change.file, { logoName: name }));
    case 'addAlias':
      return written(apiFetch(at('/api/addPublisherLogoAlias', name), jsonBody('POST', { alias: change.alias })));
    case 'removeAlias':
      return written(apiFetch(at('/api/removePublisherLogoAlias', name, 'alias', change.alias), { method: 'DELETE' }));
    case 'addPrefix':
      return written(apiFetch(at('/api/addPublisherLogoPrefix', name), jsonBody('POST', { prefix: change.prefix })));
    case 'removePrefix':
      return written(
        apiFetch(at('/api/removePublisherLogoPrefix', name, 'prefix', change.prefix), { method: 'DELETE' }),
      );
  }
}

/** A mutation for any change (and an upload of a new logo), invalidating what the resource's own mutations do. */
export function useLogoChange(): UseMutationResult<PublisherLogo, Error, LogoChange> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendLogoChange,
    onSuccess: async () => {
      await Promise.all(
        [publisherLogosApi.keys.all, ...ALSO].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
  });
}
