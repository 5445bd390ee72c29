import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way back above a console page's title ("Back to the advisor home"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** A console page's title (the page's one h1) and the sentence under it. */
export function PageTitle({ title, intro, maw }: { title: string; intro?: ReactNode; maw?: number }) {
  return (
    <Stack gap={4} maw={maw}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {intro ? (
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
}
