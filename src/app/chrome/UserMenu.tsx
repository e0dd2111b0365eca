import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { SessionUser } from '../../domain/user';
import { visibleMenuItems, type UserMenuItem } from './user-menu-items';

export interface UserMenuProps {
  user: SessionUser;
  /** Opens a menu entry: a route for most, an in-place action for Help. */
  onSelect: (item: UserMenuItem) => void;
  /** Render the list in place instead of a portal (stories, tests). @default false */
  inline?: boolean;
  /** Start with the list open (stories). @default false */
  defaultOpen?: boolean;
}

/** The signed-in user's menu; each entry is shown only when the user holds its rights. */
export function UserMenu({ user, onSelect, inline = false, defaultOpen = false }: UserMenuProps): ReactElement {
  const items = visibleMenuItems(user);
  const content = (
    <Menu.Positioner>
      <Menu.Content minW="48">
        {items.map((item) => (
          <Menu.Item key={item.id} value={item.id} onSelect={() => onSelect(item)}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Positioner>
  );
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          color="inherit"
          size="sm"
          borderWidth="1px"
          borderColor="currentColor"
          _hover={{ bg: 'blackAlpha.300' }}
          _expanded={{ bg: 'blackAlpha.400' }}
          aria-label={`User menu for ${user.full_name}`}
        >
          {user.full_name}
        </Button>
      </Menu.Trigger>
      {inline ? content : <Portal>{content}</Portal>}
    </Menu.Root>
  );
}
