import { Box, Button, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { ACCOUNT_PAGE } from '@/shared/account-pages.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { Logo } from '../../components/Logo.tsx';
import { MenuButton } from '../../components/MenuButton.tsx';

export const PUBLIC_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
] as const;

const ACCOUNT_LINKS = [
  { to: ACCOUNT_PAGE.dashboard, label: 'Dashboard' },
  { to: ACCOUNT_PAGE.callHistory, label: 'Call History' },
  { to: ACCOUNT_PAGE.escalationContacts, label: 'Escalation Contacts' },
  { to: ACCOUNT_PAGE.profile, label: 'Profile' },
] as const;

const navLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  rounded: 'md',
  fontWeight: 'medium',
  color: 'gray.800',
  _hover: { bg: 'gray.100' },
  '&[aria-current=page]': { color: 'blue.700', textDecoration: 'underline', textUnderlineOffset: '6px' },
} as const;

function AuthButtons({ onNavigate }: { onNavigate?: () => void }) {
  const { user, isPending } = useCurrentUser();
  // Nothing until we know, so the buttons do not flip from "Log in" to "My Dashboard".
  if (isPending) return <Box minW="40" aria-hidden="true" />;
  if (user) {
    return (
      <Button asChild>
        <Link to="/dashboard" onClick={onNavigate}>
          My Dashboard
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button asChild variant="outline">
        <Link to="/login" onClick={onNavigate}>
          Log in
        </Link>
      </Button>
      <Button asChild>
        <Link to="/register" onClick={onNavigate}>
          Sign up
        </Link>
      </Button>
    </>
  );
}

/** The mobile menu's links into the account area, for a signed-in visitor. */
function AccountLinks({ labelId, onNavigate }: { labelId: string; onNavigate: () => void }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Box>
      <Text id={labelId} fontWeight="bold" color="gray.700" px="3" mb="1">
        Account
      </Text>
      <Stack as="ul" gap="0" listStyleType="none" aria-labelledby={labelId}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.to}>
            <Box asChild {...navLinkStyle} w="full">
              <Link to={link.to} onClick={onNavigate}>
                {link.label}
              </Link>
            </Box>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

// Only the parts that depend on who is signed in read the current user, so that learning it
// re-renders them and not the whole header.
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const close = () => setMenuOpen(false);

  return (
    <Box as="header" borderBottomWidth="1px" borderColor="gray.200" bg="white" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" py="2">
        <Flex align="center" justify="space-between" gap="4">
          <Logo />
          <Box as="nav" aria-label="Main" display={{ base: 'none', md: 'block' }}>
            <HStack as="ul" gap="1" listStyleType="none">
              {PUBLIC_LINKS.map((link) => (
                <li key={link.to}>
                  <Box asChild {...navLinkStyle}>
                    <Link to={link.to} activeOptions={{ exact: true }}>
                      {link.label}
                    </Link>
                  </Box>
                </li>
              ))}
            </HStack>
          </Box>
          <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
            <AuthButtons />
          </HStack>
          <MenuButton open={menuOpen} controls={menuId} onToggle={() => setMenuOpen((open) => !open)} hideFrom="md" />
        </Flex>
      </Container>
      <Box id={menuId} hidden={!menuOpen} display={{ md: 'none' }} borderTopWidth="1px" borderColor="gray.200" bg="white">
        <Container maxW="6xl" py="3">
          <Stack as="nav" aria-label="Mobile" gap="4">
            <Stack as="ul" gap="0" listStyleType="none">
              {PUBLIC_LINKS.map((link) => (
                <li key={link.to}>
                  <Box asChild {...navLinkStyle} w="full">
                    <Link to={link.to} activeOptions={{ exact: true }} onClick={close}>
                      {link.label}
                    </Link>
                  </Box>
                </li>
              ))}
            </Stack>
            <AccountLinks labelId={`${menuId}-account`} onNavigate={close} />
            <Stack gap="2">
              <AuthButtons onNavigate={close} />
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
