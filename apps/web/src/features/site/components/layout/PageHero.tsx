import type { ReactNode } from 'react';
import { Badge, Box, Container, Stack, Text, Title } from '@mantine/core';

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  children?: ReactNode;
}

/** The tinted band that opens an inner page of the site: a small label, the title, a sentence. */
export function PageHero({ eyebrow, title, text, children }: PageHeroProps) {
  return (
    <Box
      py={{ base: 40, sm: 64 }}
      style={{
        background:
          'linear-gradient(180deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-white) 100%)',
        borderBottom: '1px solid var(--mantine-color-gray-1)',
      }}
    >
      <Container size="lg">
        <Stack gap="sm" align="center" ta="center">
          {eyebrow && (
            <Badge variant="light" size="lg" radius="sm">
              {eyebrow}
            </Badge>
          )}
          <Title order={1} fz={{ base: 32, sm: 44 }} maw={760} style={{ letterSpacing: '-0.02em' }}>
            {title}
          </Title>
          {text && (
            <Text size="lg" c="dimmed" maw={680}>
              {text}
            </Text>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
