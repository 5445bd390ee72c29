import type { ReactNode } from 'react';
import { messages } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { ProductLogo } from '../../../components/ProductLogo';

/** The provider console's frame: Guru Suite's own mark, never the logo of the firm whose host serves it. */
export function ProviderLayout({ children }: { children: ReactNode }) {
  return (
    <SignedInLayout title={messages.providerConsoleTitle} logo={<ProductLogo height={36} />}>
      {children}
    </SignedInLayout>
  );
}
