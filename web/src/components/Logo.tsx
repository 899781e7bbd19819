import { HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { PhoneCall } from 'lucide-react';

export function Logo() {
  return (
    <Link to="/" aria-label="CareCall home">
      <HStack gap="2" color="blue.700" minH="11">
        <PhoneCall aria-hidden="true" size={26} strokeWidth={2.25} />
        <Text as="span" fontSize="xl" fontWeight="bold" color="gray.900" letterSpacing="tight">
          CareCall
        </Text>
      </HStack>
    </Link>
  );
}
