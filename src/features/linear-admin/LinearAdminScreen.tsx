import type { ReactElement } from 'react';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ScreenProps } from '../../ui/screen-props';

/** Linear admin for agencies, sub-agencies, stations and clients. Placeholder until its issue lands: the chrome and the route title. */
export function LinearAdminScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
