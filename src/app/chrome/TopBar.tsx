import { Flex, Spacer, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { isSharedTokenAtom, themeAtom, userAtom } from '../../state/session.atoms';
import { BrandLogo } from './BrandLogo';
import { HelpDialog } from './HelpDialog';
import { LiveConnectionIndicator } from './LiveConnectionIndicator';
import { TenantPickers } from './TenantPickers';
import { UserMenu } from './UserMenu';
import { useTenantSwitch } from './use-tenant-switch';
import type { UserMenuItem } from './user-menu-items';

/**
 * The top bar: agency logo, tenant pickers, connection indicator and the user menu, in the toolbar colours. A
 * share-link guest sees the logo alone: no home link, pickers or user menu (its page is the one dashboard).
 */
export function TopBar(): ReactElement {
  const theme = useAtomValue(themeAtom);
  const shared = useAtomValue(isSharedTokenAtom);
  const signedIn = useAtomValue(userAtom);
  const user = shared ? null : signedIn;
  const navigate = useNavigate();
  const tenant = useTenantSwitch();
  const [helpOpen, setHelpOpen] = useState(false);
  const select = (item: UserMenuItem): void => {
    // The theme editor opens the brand the user is looking at.
    if (item.id === 'theme-editor' && item.to) void navigate({ to: item.to, search: { edit: theme.code } } as never);
    else if (item.to) void navigate({ to: item.to });
    else setHelpOpen(true);
  };
  return (
    <Flex as="header" bg="brand.toolbar" color="brand.toolbarText" px="4" py="2" align="center" gap="4" wrap="wrap">
      {shared ? (
        <BrandLogo theme={theme} />
      ) : (
        <Link to="/" aria-label={`${theme.companyName} home`}>
          <BrandLogo theme={theme} />
        </Link>
      )}
      <Spacer />
      {user && <TenantPickers user={user} busy={tenant.busy} onSwitch={tenant.switchTo} />}
      {tenant.error && (
        <Text role="alert" fontSize="sm">
          {tenant.error}
        </Text>
      )}
      <LiveConnectionIndicator />
      {user && <UserMenu user={user} onSelect={select} />}
      <HelpDialog open={helpOpen} companyName={theme.companyName} onClose={() => setHelpOpen(false)} />
    </Flex>
  );
}
