import { Button } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';

/** The Menu button that opens the navigation on small screens; hidden from `hideFrom` up. */
export function MenuButton({
  open,
  controls,
  onToggle,
  hideFrom,
}: {
  open: boolean;
  /** The id of the navigation it opens. */
  controls: string;
  onToggle: () => void;
  hideFrom: 'md' | 'lg';
}) {
  return (
    <Button
      display={{ base: 'inline-flex', [hideFrom]: 'none' }}
      variant="outline"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      Menu
    </Button>
  );
}
