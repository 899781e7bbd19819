import { Box, Switch } from '@chakra-ui/react';

/**
 * The "Active" switch on a schedule or contact card. Screen readers hear which one it is
 * (`name`, hidden on screen), since a page lists several.
 */
export function ActiveSwitch({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)} minH="11" gap="3">
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label textStyle="md">
        <Box as="span" srOnly>
          {name}{' '}
        </Box>
        Active
      </Switch.Label>
    </Switch.Root>
  );
}
