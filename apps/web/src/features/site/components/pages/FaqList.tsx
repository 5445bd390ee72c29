import { Accordion, Text } from '@mantine/core';
import type { FaqItem } from '@guru/shared';

/** Questions that open to their answers. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right" multiple>
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>
            <Text fw={600}>{item.question}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Text c="gray.7">{item.answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
