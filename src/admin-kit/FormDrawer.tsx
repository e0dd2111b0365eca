import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { KIT_TEXTS } from './texts';

export interface FormDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  /** Buttons pinned under the body (SchemaForm has its own; use this for other content). */
  footer?: ReactNode;
  /** @default 'md' (full width on small screens) */
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The create/edit drawer: from the end edge, focus kept inside, Esc or the close button closes it. */
export function FormDrawer({
  open,
  onOpenChange,
  title,
  children,
  footer,
  size = 'md',
}: FormDrawerProps): ReactElement {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size={{ base: 'full', md: size }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer ? <Drawer.Footer>{footer}</Drawer.Footer> : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={KIT_TEXTS.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
