import type { ReactElement } from 'react';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import type { ScreenProps } from '../../../ui/screen-props';

/** What the response cache holds; clear all or one advertiser's entries. Being built in issue 20. */
export function CacheScreen({ title }: ScreenProps): ReactElement {
  return <ScreenTitle title={title} />;
}
