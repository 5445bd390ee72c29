import type { ReactNode } from 'react';
import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@guru/shared';
import { SignedInLayout } from '../../../app/layouts/SignedInLayout';
import { ProductLogo } from '../../../components/ProductLogo';
import type { NoticeSide } from '../api/incidentNoticesApi';

/** The console's frame of a notices screen (the provider's mark, or the firm's), with the way back. */
export function NoticesFrame({
  side,
  back,
  children,
}: {
  side: NoticeSide;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  const link = (
    <Anchor component={Link} to={back.to} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {back.label}
      </Group>
    </Anchor>
  );
  return side === 'provider' ? (
    <SignedInLayout title={messages.providerConsoleTitle} logo={<ProductLogo height={36} />}>
      {link}
      {children}
    </SignedInLayout>
  ) : (
    <SignedInLayout title={messages.productName}>
      {link}
      {children}
    </SignedInLayout>
  );
}
