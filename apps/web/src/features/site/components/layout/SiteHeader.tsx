import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { messages, webRoutes } from '@guru/shared';
import { GuruSuiteLogo } from './GuruSuiteMark';
import { headerLinks, signInLinks } from './siteNav';
import classes from './SiteHeader.module.css';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The public site's header: the product's logo, the pages, Sign in and Start a free trial. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={webRoutes.home} underline="never" aria-label={messages.siteHomeLink}>
            <GuruSuiteLogo size={34} />
          </Anchor>
          <Group gap={4} visibleFrom="md" component="nav" wrap="nowrap">
            {headerLinks.map((link) => (
              <Anchor
                key={link.to}
                component={Link}
                to={link.to}
                className={classes.link}
                data-active={isActive(pathname, link.to) || undefined}
                underline="never"
              >
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <Menu position="bottom-end" shadow="md" width={240} withinPortal>
              <Menu.Target>
                <UnstyledButton className={classes.link}>
                  <Group gap={4} wrap="nowrap">
                    {messages.siteNavSignIn}
                    <IconChevronDown size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {signInLinks.map((link) => (
                  <Menu.Item
                    key={link.to}
                    component={Link}
                    to={link.to}
                    leftSection={<IconLogin2 size={16} />}
                  >
                    {link.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button component={Link} to={webRoutes.signup} radius="md">
              {messages.startTrial}
            </Button>
          </Group>
          {/* Stays three lines while the drawer is open: the drawer's own close button is the one to use. */}
          <Burger
            opened={false}
            onClick={drawer.toggle}
            hiddenFrom="md"
            aria-label={messages.siteNavMenu}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Container>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size="xs"
        padding="md"
        hiddenFrom="md"
        title={<GuruSuiteLogo size={28} />}
      >
        <Stack gap={4}>
          {headerLinks.map((link) => (
            <Anchor
              key={link.to}
              component={Link}
              to={link.to}
              className={classes.link}
              onClick={drawer.close}
              underline="never"
            >
              {link.label}
            </Anchor>
          ))}
          <Divider my="sm" />
          {signInLinks.map((link) => (
            <Anchor
              key={link.to}
              component={Link}
              to={link.to}
              className={classes.link}
              onClick={drawer.close}
              underline="never"
            >
              {link.label}
            </Anchor>
          ))}
          <Button component={Link} to={webRoutes.signup} mt="md" onClick={drawer.close}>
            {messages.startTrial}
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
