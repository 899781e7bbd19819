import { Box, Button, Container, Flex, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { CalendarClock, History, LayoutDashboard, LifeBuoy, LogOut, User, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { ACCOUNT_PAGE } from '@/shared/account-pages.ts';
import { activeSubscription, useCurrentUser } from '../../lib/current-user.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { Logo } from '../../components/Logo.tsx';
import { MenuButton } from '../../components/MenuButton.tsx';

const NAV = [
  { to: ACCOUNT_PAGE.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: ACCOUNT_PAGE.profile, label: 'Profile', icon: User },
  { to: ACCOUNT_PAGE.manageCalls, label: 'Call Settings', icon: CalendarClock },
  { to: ACCOUNT_PAGE.callHistory, label: 'Call History', icon: History },
  { to: ACCOUNT_PAGE.escalationContacts, label: 'Escalation Contacts', icon: Users },
] as const;

function SideNavigation() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const plan = activeSubscription(user);
  return (
    <Stack gap="6">
      <Box bg="blue.50" borderWidth="1px" borderColor="blue.200" rounded="lg" p="4">
        <Text color="fg.muted">
          Your plan
        </Text>
        <Text fontWeight="bold" fontSize="lg">
          {plan?.planName ?? 'No plan chosen yet'}
        </Text>
        <ChakraLink asChild>
          <Link to="/services">View plans</Link>
        </ChakraLink>
      </Box>
      <Box as="nav" aria-label="Account">
        <Stack as="ul" gap="1" listStyleType="none">
          {NAV.map((item) => (
            <li key={item.to}>
              <Box
                asChild
                display="flex"
                alignItems="center"
                gap="3"
                minH="11"
                px="3"
                rounded="md"
                fontWeight="medium"
                color="gray.800"
                _hover={{ bg: 'gray.100' }}
                css={{ '&[aria-current=page]': { bg: 'blue.700', color: 'white' } }}
              >
                <Link to={item.to}>
                  <item.icon aria-hidden="true" size={20} />
                  {item.label}
                </Link>
              </Box>
            </li>
          ))}
        </Stack>
      </Box>
      <Button variant="outline" onClick={() => logout.mutate()} loading={logout.isPending} loadingText="Logging out...">
        <LogOut aria-hidden="true" /> Logout
      </Button>
      <Box borderTopWidth="1px" borderColor="gray.200" pt="4">
        <Flex gap="2" align="start">
          <Box color="blue.700" mt="1">
            <LifeBuoy aria-hidden="true" size={20} />
          </Box>
          <Text>
            Need help?{' '}
            <ChakraLink asChild>
              <Link to="/contact">Contact support</Link>
            </ChakraLink>
          </Text>
        </Flex>
      </Box>
    </Stack>
  );
}

export default function AccountLayout() {
  const menuId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The menu is open on the page it was opened on: choosing a page closes it on small screens.
  const [menuOpenOn, setMenuOpenOn] = useState<string | undefined>();
  const menuOpen = menuOpenOn === pathname;

  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200" position="sticky" top="0" zIndex="sticky">
        <Container maxW="7xl" py="2">
          <Flex align="center" justify="space-between" gap="4">
            <Logo />
            <MenuButton open={menuOpen} controls={menuId} onToggle={() => setMenuOpenOn(menuOpen ? undefined : pathname)} hideFrom="lg" />
          </Flex>
        </Container>
      </Box>
      <Container maxW="7xl" flex="1" py={{ base: '4', lg: '8' }}>
        <Flex gap="8" align="start" direction={{ base: 'column', lg: 'row' }}>
          <Box
            as="aside"
            id={menuId}
            aria-label="Account menu"
            w={{ base: 'full', lg: '64' }}
            flexShrink={0}
            display={{ base: menuOpen ? 'block' : 'none', lg: 'block' }}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="lg"
            p="4"
            position={{ lg: 'sticky' }}
            top={{ lg: '24' }}
          >
            <SideNavigation />
          </Box>
          <Box as="main" id="main" flex="1" minW="0" w="full" tabIndex={-1} _focus={{ outline: 'none' }}>
            <Outlet />
          </Box>
        </Flex>
      </Container>
      <Box as="footer" bg="white" borderTopWidth="1px" borderColor="gray.200">
        <Container maxW="7xl" py="4">
          <Flex gap="6" flexWrap="wrap" justify="space-between">
            <Text>© {new Date().getFullYear()} CareCall</Text>
            <Flex gap="6" flexWrap="wrap">
              <ChakraLink asChild>
                <Link to="/">Home</Link>
              </ChakraLink>
              <ChakraLink asChild>
                <Link to="/privacy">Privacy Policy</Link>
              </ChakraLink>
              <ChakraLink asChild>
                <Link to="/terms">Terms of Service</Link>
              </ChakraLink>
            </Flex>
          </Flex>
        </Container>
      </Box>
    </Flex>
  );
}
