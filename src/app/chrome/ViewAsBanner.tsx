import { Button, Flex, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { endViewAs } from '../../data/view-as-api';
import { MESSAGES, messageText } from '../../domain/messages';
import { userAtom, viewAsAtom } from '../../state/session.atoms';

/**
 * The strip on every screen while an admin views the portal as someone (issue 21 §4): who is shown, that nothing
 * can be changed, and the way back. High contrast (white on near-black), announced politely, its button in the tab
 * order right after the skip link.
 */
export function ViewAsBanner(): ReactElement | null {
  const viewAs = useAtomValue(viewAsAtom);
  const user = useAtomValue(userAtom);
  const [leaving, setLeaving] = useState(false);
  if (!viewAs || !user) return null;
  const leave = (): void => {
    setLeaving(true);
    void endViewAs();
  };
  return (
    <Flex
      role="status"
      aria-label={MESSAGES.viewAsButton}
      bg="gray.900"
      color="white"
      px="4"
      py="2"
      gap="3"
      align="center"
      justify="center"
      wrap="wrap"
      borderBottomWidth="3px"
      borderColor="yellow.400"
    >
      <Text fontWeight="semibold">
        {messageText('viewAsBanner', { name: user.full_name || user.email, email: user.email })}
      </Text>
      <Button
        size="sm"
        bg="yellow.400"
        color="gray.900"
        _hover={{ bg: 'yellow.300' }}
        onClick={leave}
        loading={leaving}
      >
        {MESSAGES.viewAsReturn}
      </Button>
    </Flex>
  );
}
