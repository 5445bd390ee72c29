import { Group, Text } from '@mantine/core';
import { messages } from '@guru/shared';

/** The Guru Suite mark: a shield with a lock (the same drawing as the favicon and the press kit's logo). */
export function GuruSuiteMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden
      focusable="false"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <defs>
        <linearGradient id="guru-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4263eb" />
          <stop offset="1" stopColor="#0b7285" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="10" fill="url(#guru-mark)" />
      <path d="M20 7 30 11v7.5c0 6.4-4.2 11.2-10 13.5-5.8-2.3-10-7.1-10-13.5V11z" fill="#fff" />
      <rect x="15.5" y="18" width="9" height="7.5" rx="1.6" fill="#364fc7" />
      <path d="M17.3 18v-2a2.7 2.7 0 0 1 5.4 0v2" stroke="#364fc7" strokeWidth="1.8" fill="none" />
    </svg>
  );
}

/** The mark with the product's name beside it. */
export function GuruSuiteLogo({ size = 36, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <GuruSuiteMark size={size} />
      <Text fw={750} fz={size * 0.55} c={inverted ? 'white' : 'dark.8'} style={{ letterSpacing: '-0.01em' }}>
        {messages.productName}
      </Text>
    </Group>
  );
}
