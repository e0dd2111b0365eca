import { Button, Checkbox, Fieldset, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { toast } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ALL_CAMPAIGN_TYPES, tacticDisplayName } from '../../../domain/tactics';
import agencySchema from '../../../../schemas/api/tenants/agency.schema.json';
import { useUpdateAgency } from '../api';
import { errorText } from '../shared';
import type { Agency } from '../types';

/** Every product code: the tactics the portal knows (no call lists them), and any the agency has beyond them. */
export function productChoices(agency: Pick<Agency, 'products'>): string[] {
  return [...new Set([...ALL_CAMPAIGN_TYPES, ...agency.products])].sort((a, b) =>
    tacticDisplayName(a).localeCompare(tacticDisplayName(b)),
  );
}

/** The products offered to the agency's advertisers, as checkboxes; its own save (PUT with `products` only). */
export function ProductsEditor({ agency }: { agency: Agency }): ReactElement {
  const update = useUpdateAgency(agency.id);
  const [seen, setSeen] = useState(agency.products);
  const [selected, setSelected] = useState<string[]>(agency.products);
  if (seen !== agency.products) {
    setSeen(agency.products);
    setSelected(agency.products);
  }
  const changed = JSON.stringify([...selected].sort()) !== JSON.stringify([...agency.products].sort());
  const toggle = (code: string, on: boolean): void =>
    setSelected((current) => (on ? [...current, code] : current.filter((c) => c !== code)));
  const save = async (): Promise<void> => {
    try {
      const saved = await update.mutateAsync({ products: selected });
      toast.success(messageText('aaSaved', { name: saved.name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <Fieldset.Root borderTopWidth="1px" pt="4">
      <Fieldset.Legend fontWeight="medium">{agencySchema.properties.products.title}</Fieldset.Legend>
      <Fieldset.HelperText>{agencySchema.properties.products.description}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2" mt="2">
        {productChoices(agency).map((code) => (
          <Checkbox.Root
            key={code}
            size="sm"
            checked={selected.includes(code)}
            onCheckedChange={(e) => toggle(code, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{tacticDisplayName(code)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {selected.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {MESSAGES.aaProductsNone}
        </Text>
      ) : null}
      <HStack justify="end">
        <Button size="sm" disabled={!changed} loading={update.isPending} onClick={() => void save()}>
          {MESSAGES.aaSaveProducts}
        </Button>
      </HStack>
    </Fieldset.Root>
  );
}
