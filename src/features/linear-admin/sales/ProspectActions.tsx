import { Button, HStack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { FormDrawer, toast, useConfirm } from '../../../admin-kit';
import { isApiError } from '../../../data/api-error';
import { MESSAGES, messageText } from '../../../domain/messages';
import { advertiserPath } from '../clients/client-columns';
import { CloneForm, DncForm, LogCallForm, ReserveForm } from './action-forms';
import { useCustomerWrite, type CustomerWrite } from './api';
import { prospectPath } from './columns';
import { SALES_LABELS } from './labels';
import { contactInputOf, prospectValue } from './prospect-form';
import { ProspectForm } from './ProspectForm';
import { day } from './sales-view';
import { SellDialog } from './SellDialog';
import type { CustomerDetail } from './types';

type Drawer = 'call' | 'dnc' | 'reserve' | 'clone' | 'edit';

const TITLES: Readonly<Record<Drawer, string>> = {
  call: MESSAGES.spLogCall,
  dnc: MESSAGES.spMarkDnc,
  reserve: SALES_LABELS.reserve,
  clone: MESSAGES.spClone,
  edit: MESSAGES.spEditProspect,
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A refusal of the availability rule (409), a right (403) or a vanished prospect (404): told, not kept in a form. */
const refused = (error: unknown): boolean => isApiError(error) && [403, 404, 409].includes(error.status);

/**
 * The buttons of what the caller may do now (the answer's `can`), each opening its form. A refusal is shown with
 * the server's text and the page reads the prospect again (useCustomerWrite refreshes on every answer).
 */
export function ProspectActions({ customer, postSale }: { customer: CustomerDetail; postSale: boolean }): ReactElement {
  const write = useCustomerWrite(customer.id);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [selling, setSelling] = useState(false);
  const { can, flags, name } = customer;
  const post = postSale ? { postSale: true } : {};

  /** Sends a write; a refusal is a toast and closes the form, anything else stays in the form that sent it. */
  const run = async (call: CustomerWrite, success: (answer: Record<string, unknown>) => string) => {
    try {
      const answer = await write.mutateAsync(call);
      toast.success(success(answer));
      setDrawer(null);
      setSelling(false);
      return answer;
    } catch (error) {
      if (!refused(error)) throw error;
      toast.error(errorText(error));
      setDrawer(null);
      setSelling(false);
      return undefined;
    }
  };
  // A button's write (no form to show its failure in): any failure is told in a toast.
  const quiet = (call: CustomerWrite, success: string): void =>
    void run(call, () => success).catch((error: unknown) => toast.error(errorText(error)));
  const ask = async (title: string, body: string, call: CustomerWrite, success: string) => {
    if (await confirm({ title, body, confirmLabel: title })) quiet(call, success);
  };
  const reservedUntil = (answer: Record<string, unknown>): string =>
    day((answer.customer as CustomerDetail | undefined)?.reservedUntil);

  const buttons: [boolean, string, () => void][] = [
    [can.work && !flags.IsDnc, MESSAGES.spLogCall, () => setDrawer('call')],
    [can.reserve, SALES_LABELS.reserve, () => setDrawer('reserve')],
    [can.release, MESSAGES.spRelease, () => quiet({ action: 'release' }, messageText('spReleased', { name }))],
    [can.work && !customer.restricted, MESSAGES.spEditProspect, () => setDrawer('edit')],
    [can.clone, MESSAGES.spClone, () => setDrawer('clone')],
    [can.work && !flags.IsDnc && !flags.IsSold, MESSAGES.spMarkDnc, () => setDrawer('dnc')],
    [
      can.clearDnc && flags.IsDnc,
      MESSAGES.spClearDnc,
      () =>
        void ask(
          MESSAGES.spClearDnc,
          messageText('spClearDncBody', { name }),
          { action: 'dnc', method: 'DELETE' },
          messageText('spDncCleared', { name }),
        ),
    ],
    [
      can.lock,
      flags.IsStationLocked ? MESSAGES.spUnlock : MESSAGES.spLock,
      () =>
        flags.IsStationLocked
          ? quiet({ action: 'lock', body: { locked: false } }, messageText('spUnlocked', { name }))
          : void ask(
              MESSAGES.spLock,
              messageText('spLockBody', { name }),
              { action: 'lock', body: { locked: true } },
              messageText('spLocked', { name }),
            ),
    ],
    [can.sell, SALES_LABELS.sell, () => setSelling(true)],
  ];

  return (
    <>
      <HStack role="group" aria-label={MESSAGES.spActions} gap="2" wrap="wrap">
        {buttons
          .filter(([shown]) => shown)
          .map(([, text, onClick], index) => (
            <Button
              key={text}
              size="sm"
              variant={index === 0 ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={onClick}
            >
              {text}
            </Button>
          ))}
      </HStack>
      <FormDrawer
        open={drawer !== null}
        onOpenChange={(open) => !open && setDrawer(null)}
        title={drawer ? TITLES[drawer] : ''}
        size={drawer === 'edit' ? 'lg' : 'md'}
      >
        {drawer === 'call' ? (
          <LogCallForm
            onCancel={() => setDrawer(null)}
            onSubmit={async (body) =>
              void (await run({ action: 'calls', body: { ...body, ...post } }, () => MESSAGES.spCallLogged))
            }
          />
        ) : drawer === 'dnc' ? (
          <DncForm
            onCancel={() => setDrawer(null)}
            onSubmit={async (body) =>
              void (await run({ action: 'dnc', body }, () => messageText('spDncMarked', { name })))
            }
          />
        ) : drawer === 'reserve' ? (
          <ReserveForm
            onCancel={() => setDrawer(null)}
            onSubmit={async (body) =>
              void (await run({ action: 'reserve', body }, (a) =>
                messageText('spReserved', { name, day: reservedUntil(a) }),
              ))
            }
          />
        ) : drawer === 'clone' ? (
          <CloneForm
            agencyId={customer.agencyId}
            onCancel={() => setDrawer(null)}
            onSubmit={async (body) => {
              const answer = await run({ action: 'clone', body }, () => messageText('spCloned', { name }));
              const clone = answer?.customer as CustomerDetail | undefined;
              if (clone) void navigate({ to: prospectPath(clone.id) });
            }}
          />
        ) : drawer === 'edit' ? (
          <ProspectForm
            initial={prospectValue(customer)}
            initialContacts={customer.contacts.map(contactInputOf)}
            onCancel={() => setDrawer(null)}
            onSubmit={async (body) =>
              void (await run(
                { action: '', method: 'PUT', body: { ...body, ...post } },
                () => MESSAGES.spProspectSaved,
              ))
            }
          />
        ) : null}
      </FormDrawer>
      {selling ? (
        <SellDialog
          open
          name={name}
          onClose={() => setSelling(false)}
          onSell={async (body) => {
            const answer = await run({ action: 'sell', body }, (a) =>
              messageText('spSold', { name, advertiser: advertiserOf(a)?.name ?? '' }),
            );
            const advertiser = answer ? advertiserOf(answer) : undefined;
            if (advertiser) void navigate({ to: advertiserPath(advertiser.id) });
          }}
        />
      ) : null}
    </>
  );
}

function advertiserOf(answer: Record<string, unknown>): { id: number; name: string } | undefined {
  return answer.advertiser as { id: number; name: string } | undefined;
}
