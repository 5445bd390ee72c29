import type { ReactNode } from 'react';
import { Box, Stack } from '@mantine/core';
import { SiteFooterFull } from './SiteFooterFull';
import { SiteHeader } from './SiteHeader';

/** A page of the provider's public site: header, the page, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0} mih="100vh" bg="white">
      <SiteHeader />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooterFull />
    </Stack>
  );
}
