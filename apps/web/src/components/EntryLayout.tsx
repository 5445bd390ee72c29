import type { ReactNode } from 'react';
import { Box, Center, Container, Group, Stack } from '@mantine/core';
import { Outlet } from 'react-router';
import { EntryIllustration, entryPanelBackground } from './EntryIllustration';
import { FirmLogo } from './FirmLogo';
import { SiteFooter } from './SiteFooter';

/** Entry pages (sign-in chain, intro, unavailable flows): firm logo beside a side image. */
export function EntryLayout() {
  return (
    <EntryLayoutFrame>
      <Outlet />
    </EntryLayoutFrame>
  );
}

export function EntryLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100vh" style={{ display: 'flex' }}>
      <Box visibleFrom="md" w="42%" mih="100vh" style={{ flexShrink: 0, overflow: 'hidden', background: entryPanelBackground }}>
        <Box p="xl" style={{ position: 'sticky', top: 0, height: '100vh' }}>
          <EntryIllustration />
        </Box>
      </Box>
      <Stack flex={1} gap={0} mih="100vh" bg="gray.0">
        <Group px="xl" pt="lg">
          <FirmLogo height={56} withName />
        </Group>
        <Center flex={1} px="md" py="xl">
          <Container size={440} w="100%" p={0}>
            {children}
          </Container>
        </Center>
        <SiteFooter />
      </Stack>
    </Box>
  );
}
