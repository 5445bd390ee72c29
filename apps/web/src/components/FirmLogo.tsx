import { useState } from 'react';
import { Box, Group, Image, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { messages } from '@guru/shared';
import { useBranding } from '../lib/branding';

export interface FirmLogoProps {
  /** Height of the logo image in px. */
  height?: number;
  /** Also write the firm's name beside the logo. */
  withName?: boolean;
}

/** The advisor firm's logo (public image keyed by the advisor); the product mark when unknown. */
export function FirmLogo({ height = 48, withName = false }: FirmLogoProps) {
  const branding = useBranding();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const firm = branding.data;
  const showImage = firm !== undefined && firm.logoUrl !== '' && failedUrl !== firm.logoUrl;

  // Until the firm is known, an empty box of the logo's height: the product mark shown first and replaced by
  // the firm's logo a moment later would shift the page (layout shift).
  if (branding.isPending) return <Box h={height} aria-hidden />;

  return (
    <Group gap="sm" wrap="nowrap">
      {showImage ? (
        <Image
          src={firm.logoUrl}
          alt={`${firm.name} ${messages.firmLogoAlt.toLowerCase()}`}
          h={height}
          w="auto"
          fit="contain"
          onError={() => setFailedUrl(firm.logoUrl)}
        />
      ) : (
        <IconShieldLock size={height * 0.8} stroke={1.5} color="var(--mantine-color-indigo-7)" aria-hidden />
      )}
      {(withName || !showImage) && (
        <Text fw={700} size="lg" c="dark.7">
          {firm?.name ?? messages.productName}
        </Text>
      )}
    </Group>
  );
}
