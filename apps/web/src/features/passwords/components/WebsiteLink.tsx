import { Anchor, Text } from '@mantine/core';
import { CellExternalLink, CellText } from '../../../components/LightTableCells';
import { websiteHref } from '../lib/website';

export interface WebsiteLinkProps {
  website: string;
  /** The entry's derived flag: true shows a link, false plain text. */
  isWebsite: boolean;
  size?: 'xs' | 'sm' | 'md';
  light?: boolean;
}

/**
 * Website/Application Name: a link only for http(s) addresses (the entry's isWebsite), opened in a
 * new tab without referrer or opener, and never with credentials in the URL; otherwise plain text.
 */
export function WebsiteLink({ website, isWebsite, size = 'sm', light = false }: WebsiteLinkProps) {
  const href = isWebsite ? websiteHref(website) : null;
  // In table rows: plain elements, cheap to render by the page.
  if (light)
    return href === null ? (
      <CellText>{website}</CellText>
    ) : (
      <CellExternalLink href={href}>{website}</CellExternalLink>
    );
  if (href === null) {
    return (
      <Text size={size} span>
        {website}
      </Text>
    );
  }
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      style={{ wordBreak: 'break-all' }}
    >
      {website}
    </Anchor>
  );
}
