import { Badge, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ALL_RIGHTS } from '../../../domain/rights';
import { LABELS } from '../labels';
import { AdvertiserPicker } from '../shared/AdvertiserPicker';
import { FilterSelect } from '../shared/FilterSelect';
import { Section } from '../shared/Section';
import { useAgencies } from '../shared/use-agencies';
import type { PickedAdvertiser } from '../types';
import { useExplain } from '../users/api';
import { ExplainResult } from './ExplainPath';

type Mode = 'advertiser' | 'right';

const MODES = [
  { value: 'advertiser', label: MESSAGES.muExplainAdvertiser },
  { value: 'right', label: MESSAGES.muExplainRight },
];
const RIGHT_OPTIONS = ALL_RIGHTS.map((right) => ({ value: right, label: right }));

/** Explain access: pick an advertiser or a right; the server answers yes or no and every path that grants it. */
export function ExplainPanel({ userId }: { userId: number }): ReactElement {
  const agencies = useAgencies();
  const explain = useExplain(userId);
  const [mode, setMode] = useState<Mode>('advertiser');
  const [advertiser, setAdvertiser] = useState<PickedAdvertiser | null>(null);
  const [right, setRight] = useState<string>(ALL_RIGHTS[0] ?? '');
  const [agencyId, setAgencyId] = useState<string>('');
  const ready = mode === 'right' ? right !== '' : advertiser !== null;

  const ask = (): void => {
    explain.reset();
    if (mode === 'advertiser' && advertiser) explain.mutate({ advertiserId: advertiser.id });
    else if (mode === 'right') explain.mutate({ right, ...(agencyId ? { agencyId: Number(agencyId) } : {}) });
  };

  return (
    <Section title={MESSAGES.muExplain}>
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {MESSAGES.muExplainHelp}
        </Text>
        <HStack gap="3" wrap="wrap" align="end">
          <FilterSelect
            label={MESSAGES.muExplainWhat}
            value={mode}
            options={MODES}
            required
            onChange={(value) => {
              setMode(value === 'right' ? 'right' : 'advertiser');
              explain.reset();
            }}
          />
          {mode === 'right' ? (
            <>
              <FilterSelect
                label={MESSAGES.muExplainRight}
                value={right}
                options={RIGHT_OPTIONS}
                required
                onChange={(value) => setRight(value ?? '')}
              />
              <FilterSelect
                label={MESSAGES.muExplainAgency}
                value={agencyId}
                options={agencies.map((a) => ({ value: String(a.id), label: a.name }))}
                emptyLabel={MESSAGES.muExplainAnyAgency}
                onChange={(value) => setAgencyId(value ?? '')}
              />
            </>
          ) : null}
        </HStack>
        {mode === 'advertiser' ? (
          advertiser ? (
            <HStack gap="1">
              <Badge size="lg" variant="outline">
                {advertiser.name}
              </Badge>
              <CloseButton
                size="2xs"
                aria-label={messageText('muRemoveGrant', { name: advertiser.name })}
                onClick={() => {
                  setAdvertiser(null);
                  explain.reset();
                }}
              />
            </HStack>
          ) : (
            <AdvertiserPicker
              onPick={setAdvertiser}
              pickLabel={LABELS.explain}
              pickName={(name) => messageText('muExplainFor', { name })}
            />
          )
        ) : null}
        <Button
          size="sm"
          alignSelf="start"
          colorPalette="brand"
          disabled={!ready}
          loading={explain.isPending}
          onClick={ask}
        >
          {LABELS.explain}
        </Button>
        {explain.isError ? (
          <Text color="fg.error" role="alert">
            {explain.error.message}
          </Text>
        ) : null}
        {explain.data ? <ExplainResult explanation={explain.data} /> : null}
      </Stack>
    </Section>
  );
}
