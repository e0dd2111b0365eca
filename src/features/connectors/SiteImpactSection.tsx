/**
 * The agency's Site Impact API keys on /connections (get/add/edit/remove; answered masked, never whole). They serve
 * the site-impact and email-impact sources.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Section, toast } from '../../admin-kit';
import {
  addSiteImpactKey,
  editSiteImpactKey,
  fetchSiteImpactKeys,
  removeSiteImpactKey,
  SITE_IMPACT_KEY,
  type SiteImpactKey,
} from '../../data/connectors';
import { MESSAGES, messageText } from '../../domain/messages';
import { confirmRemove, ItemCard, ItemList, LoadFailed, Loading, PairForm, reason } from './connections-kit';

export function SiteImpactSection({ agencyId }: { agencyId: number }): ReactElement {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: [SITE_IMPACT_KEY, agencyId], queryFn: () => fetchSiteImpactKeys(agencyId) });
  const [editing, setEditing] = useState<SiteImpactKey | 'new' | null>(null);
  const done = async (): Promise<void> => {
    setEditing(null);
    toast.success(MESSAGES.csSaved);
    await client.invalidateQueries({ queryKey: [SITE_IMPACT_KEY] });
  };
  /** Throws the server's refusal: the form shows it. */
  const save = async (name: string, apiKey: string): Promise<void> => {
    if (editing === 'new') await addSiteImpactKey(agencyId, name, apiKey);
    else if (editing) await editSiteImpactKey(agencyId, editing.name, name, apiKey);
    await done();
  };
  const remove = async (key: SiteImpactKey): Promise<void> => {
    const body = messageText('csSiteImpactRemoveBody', { name: key.name });
    if (!(await confirmRemove(MESSAGES.csSiteImpactRemoveTitle, body))) return;
    try {
      await removeSiteImpactKey(agencyId, key.name);
      await done();
    } catch (error) {
      toast.error(messageText('csSaveFailed', { reason: reason(error) }));
    }
  };
  return (
    <Section
      title={MESSAGES.csSiteImpactTitle}
      actions={
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          {MESSAGES.csSiteImpactAdd}
        </Button>
      }
    >
      {editing ? (
        <PairForm
          key={editing === 'new' ? 'new' : editing.id}
          first={MESSAGES.csSiteImpactName}
          second={MESSAGES.csSiteImpactKey}
          initial={editing === 'new' ? undefined : [editing.name, '']}
          secondOptional={editing !== 'new'}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {keys.isPending ? (
        <Loading />
      ) : keys.isError ? (
        <LoadFailed error={keys.error} onRetry={() => void keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <Text color="fg.muted">{MESSAGES.csSiteImpactEmpty}</Text>
      ) : (
        <ItemList label={MESSAGES.csSiteImpactTitle}>
          {keys.data.map((key) => (
            <ItemCard
              key={key.id}
              label={key.name}
              actions={
                <>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing(key)}
                    aria-label={`${MESSAGES.csEdit} ${key.name}`}
                  >
                    {MESSAGES.csEdit}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => void remove(key)}
                    aria-label={`${MESSAGES.csRemoveGrant} ${key.name}`}
                  >
                    {MESSAGES.csRemoveGrant}
                  </Button>
                </>
              }
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {key.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" fontFamily="mono">
                  {key.apiKey}
                </Text>
              </Stack>
            </ItemCard>
          ))}
        </ItemList>
      )}
    </Section>
  );
}
