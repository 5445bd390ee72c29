import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { messages, webRoutes } from '@guru/shared';

const footerLinks = [
  { to: webRoutes.home, label: messages.footerHome },
  { to: webRoutes.media, label: messages.footerMedia },
  { to: webRoutes.faq, label: messages.footerFaq },
  { to: webRoutes.contact, label: messages.footerContact },
] as const;

export function SiteFooter() {
  return (
    <Group component="footer" gap="lg" justify="center" py="md">
      {footerLinks.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
