import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { toast } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import {
  CONTRACT_MONTHS,
  PRICE_LABEL_TEXTS,
  proposalPrice,
  priceSentence,
  SALES_PACKAGES,
  TARGET_MARKET_LABELS,
  TARGET_MARKETS,
  type PackageLevel,
  type PriceLabel,
  type ProposalChoice,
  type TargetMarket,
} from '../../../domain/sales-price';
import { FilterSelect } from '../shared/FilterSelect';
import { Section } from '../shared/Section';
import { downloadProposal, SALES_KEY } from './api';
import { SALES_LABELS } from './labels';

const PACKAGES = SALES_PACKAGES.map((p) => ({ value: p.level, label: `${p.name} (${p.bundle})` }));
const MARKETS = TARGET_MARKETS.map((m) => ({ value: m, label: TARGET_MARKET_LABELS[m] }));
const MONTHS = CONTRACT_MONTHS.map((m) => ({
  value: String(m),
  label: m === 1 ? MESSAGES.proposalOneMonth : messageText('proposalMonths', { count: m }),
}));
const LABEL_PALETTE: Readonly<Record<PriceLabel, string>> = { low: 'green', medium: 'orange', high: 'red' };

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The proposal builder: package, target market and contract length; the price and its level follow the choice
 * (domain/sales-price.ts, the same figures the PDF prints); the PDF is rendered by the server and saved.
 * Either way the page is read again: the server wrote the ProposalSent call, or refused by the rule.
 */
export function ProposalBuilder({ customerId }: { customerId: number }): ReactElement {
  const client = useQueryClient();
  const [choice, setChoice] = useState<ProposalChoice>({ package: 'starter', market: 'local', months: 12 });
  const [busy, setBusy] = useState(false);
  const price = proposalPrice(choice);
  const download = async (): Promise<void> => {
    setBusy(true);
    try {
      const name = await downloadProposal(customerId, choice);
      toast.success(messageText('spProposalSaved', { name }));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: SALES_KEY });
    }
  };
  return (
    <Section title={SALES_LABELS.proposal}>
      <Stack gap="3" direction={{ base: 'column', sm: 'row' }} wrap="wrap">
        <FilterSelect
          label={MESSAGES.proposalPackage}
          value={choice.package}
          required
          options={PACKAGES}
          onChange={(v) => v && setChoice({ ...choice, package: v as PackageLevel })}
        />
        <FilterSelect
          label={SALES_LABELS.market}
          value={choice.market}
          required
          options={MARKETS}
          onChange={(v) => v && setChoice({ ...choice, market: v as TargetMarket })}
        />
        <FilterSelect
          label={SALES_LABELS.months}
          value={String(choice.months)}
          required
          options={MONTHS}
          onChange={(v) => v && setChoice({ ...choice, months: Number(v) })}
        />
      </Stack>
      <HStack gap="3" wrap="wrap" aria-live="polite">
        <Text fontSize="xl" fontWeight="semibold" data-testid="proposal-price">
          {priceSentence(price)}
        </Text>
        <Badge size="md" colorPalette={LABEL_PALETTE[price.label]}>
          <Box as="span" srOnly>
            {MESSAGES.proposalPriceLevel}:
          </Box>
          {PRICE_LABEL_TEXTS[price.label]}
        </Badge>
      </HStack>
      <Button
        size="sm"
        colorPalette="brand"
        alignSelf="start"
        loading={busy}
        loadingText={MESSAGES.spRenderingProposal}
        onClick={() => void download()}
      >
        {MESSAGES.spDownloadProposal}
      </Button>
    </Section>
  );
}
