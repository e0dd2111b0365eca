/**
 * The agency's named external accounts on /connections: LinkedIn ad accounts and CallRail accounts (get/post/patch/
 * delete). A refusal of the server (001's exact message, e.g. "Missing required fields") shows under the form.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Section, toast } from '../../admin-kit';
import {
  ACCOUNTS_KEY,
  addAgencyAccount,
  editAgencyAccount,
  fetchAgencyAccounts,
  removeAgencyAccount,
  type AccountKind,
  type AgencyAccount,
} from '../../data/connectors';
import { MESSAGES, messageText } from '../../domain/messages';
import { confirmRemove, ItemCard, ItemList, LoadFailed, Loading, PairForm, reason } from './connections-kit';

const ACCOUNT_TEXTS: Readonly<
  Record<AccountKind, { title: string; empty: string; add: string; id: string; name: string }>
> = {
  linkedin: {
    title: MESSAGES.csLinkedinAccountsTitle,
    empty: MESSAGES.csLinkedinAccountsEmpty,
    add: MESSAGES.csLinkedinAccountAdd,
    id: MESSAGES.csLinkedinAccountId,
    name: MESSAGES.csLinkedinAccountName,
  },
  'call-rail': {
    title: MESSAGES.csCallRailTitle,
    empty: MESSAGES.csCallRailEmpty,
    add: MESSAGES.csCallRailAdd,
    id: MESSAGES.csCallRailAccountId,
    name: MESSAGES.csCallRailAccountName,
  },
};

export function AccountsSection({ kind, agencyId }: { kind: AccountKind; agencyId: number }): ReactElement {
  const client = useQueryClient();
  const texts = ACCOUNT_TEXTS[kind];
  const accounts = useQuery({
    queryKey: [ACCOUNTS_KEY, kind, agencyId],
    queryFn: () => fetchAgencyAccounts(kind, agencyId),
  });
  const [editing, setEditing] = useState<AgencyAccount | 'new' | null>(null);
  const saved = async (): Promise<void> => {
    setEditing(null);
    toast.success(MESSAGES.csSaved);
    await client.invalidateQueries({ queryKey: [ACCOUNTS_KEY, kind] });
  };
  /** Throws the server's refusal: the form shows it. */
  const save = async (accountId: string, name: string): Promise<void> => {
    if (editing === 'new') await addAgencyAccount(kind, agencyId, { accountId, name });
    else if (editing) await editAgencyAccount(kind, agencyId, editing.name, { accountId, name });
    await saved();
  };
  const remove = async (name: string): Promise<void> => {
    if (!(await confirmRemove(MESSAGES.csAccountRemoveTitle, messageText('csAccountRemoveBody', { name })))) return;
    try {
      await removeAgencyAccount(kind, agencyId, name);
      await saved();
    } catch (error) {
      toast.error(messageText('csSaveFailed', { reason: reason(error) }));
    }
  };
  return (
    <Section
      title={texts.title}
      actions={
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          {texts.add}
        </Button>
      }
    >
      {editing ? (
        <PairForm
          key={editing === 'new' ? 'new' : editing.name}
          first={texts.id}
          second={texts.name}
          initial={editing === 'new' ? undefined : [editing.accountId, editing.name]}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {accounts.isPending ? (
        <Loading />
      ) : accounts.isError ? (
        <LoadFailed error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.length === 0 ? (
        <Text color="fg.muted">{texts.empty}</Text>
      ) : (
        <ItemList label={texts.title}>
          {accounts.data.map((account) => (
            <ItemCard
              key={account.name}
              label={account.name}
              actions={
                <>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setEditing(account)}
                    aria-label={`${MESSAGES.csAccountEdit} ${account.name}`}
                  >
                    {MESSAGES.csAccountEdit}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => void remove(account.name)}
                    aria-label={`${MESSAGES.csRemoveGrant} ${account.name}`}
                  >
                    {MESSAGES.csRemoveGrant}
                  </Button>
                </>
              }
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" wordBreak="break-word">
                  {account.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" fontFamily="mono">
                  {account.accountId}
                </Text>
              </Stack>
            </ItemCard>
          ))}
        </ItemList>
      )}
    </Section>
  );
}
