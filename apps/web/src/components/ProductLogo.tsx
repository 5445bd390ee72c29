import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { messages } from '@guru/shared';

/**
 * The provider's own mark, "Guru Suite": on the pages that belong to no advisor firm (firm sign-up,
 * the provider console), where a firm's logo would be wrong.
 */
export function ProductLogo({ height = 48 }: { height?: number }) {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="product-logo">
      <ThemeIcon
        size={height}
        radius="md"
        variant="gradient"
        gradient={{ from: 'indigo.7', to: 'cyan.7', deg: 135 }}
        aria-hidden
      >
        <IconShieldLock size={height * 0.62} stroke={1.7} />
      </ThemeIcon>
      <Text fw={750} size={height >= 48 ? 'xl' : 'lg'} c="indigo.9" style={{ whiteSpace: 'nowrap' }}>
        {messages.productName}
      </Text>
    </Group>
  );
}
