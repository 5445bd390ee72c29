import type { ReactNode } from 'react';
import { Box, Center, Container, Group, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { EntryIllustration, entryPanelBackground } from './EntryIllustration';
import { FirmLogo } from './FirmLogo';
import { ProductLogo } from './ProductLogo';
import { SiteFooter } from './SiteFooter';

/** Entry pages (sign-in chain, intro, unavailable flows): firm logo beside a side image. */
export function EntryLayout() {
  return (
    <EntryLayoutFrame>
      <Outlet />
    </EntryLayoutFrame>
  );
}

/** The same frame with the provider's mark instead of a firm's logo (firm sign-up, set-up links). */
export function ProductEntryLayout() {
  return (
    <EntryLayoutFrame logo={<ProductLogo height={44} />} width={520}>
      <Outlet />
    </EntryLayoutFrame>
  );
}

export function EntryLayoutFrame({
  children,
  logo,
  width = 440,
}: {
  children: ReactNode;
  logo?: ReactNode;
  width?: number;
}) {
  return (
    <Box mih="100vh" style={{ display: 'flex' }}>
      <Box
        visibleFrom="md"
        w="42%"
        mih="100vh"
        style={{ flexShrink: 0, overflow: 'hidden', background: entryPanelBackground }}
      >
        <Box p="xl" style={{ position: 'sticky', top: 0, height: '100vh' }}>
          <EntryIllustration />
        </Box>
      </Box>
      <Stack flex={1} gap={0} mih="100vh" bg="gray.0">
        <Group px="xl" pt="lg">
          {logo ?? <FirmLogo height={56} withName />}
        </Group>
        <Center flex={1} px="md" py="xl">
          <Container size={width} w="100%" p={0}>
            {children}
          </Container>
        </Center>
        <SiteFooter />
      </Stack>
    </Box>
  );
}
