import { Anchor, Text } from '@mantine/core';
import { CellExternalLink, CellText } from '../../../components/LightTableCells';
import { websiteHref } from '../lib/website';

/**
 * Website/Application Name: a link only for http(s) addresses, opened in a new tab without
 * referrer or opener, and never with credentials in the URL; any other value is plain text.
 */
export function WebsiteLink({ website, size = 'sm', light = false }: { website: string; size?: 'xs' | 'sm' | 'md'; light?: boolean }) {
  const href = websiteHref(website);
  // In table rows: plain elements, cheap to render by the page.
  if (light) return href === null ? <CellText>{website}</CellText> : <CellExternalLink href={href}>{website}</CellExternalLink>;
  if (href === null) {
    return (
      <Text size={size} span>
        {website}
      </Text>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size={size} style={{ wordBreak: 'break-all' }}>
      {website}
    </Anchor>
  );
}
