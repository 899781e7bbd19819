import { Button, CloseButton, Dialog, Portal, Text, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: DialogRootProps['size'];
  role?: 'dialog' | 'alertdialog';
  /** Keep the dialog open while something is being saved. */
  busy?: boolean;
}

/** A modal dialog: focus is trapped inside, Escape and the close button close it. */
export function AppDialog({ open, onClose, title, children, footer, size = 'md', role = 'dialog', busy }: AppDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      size={{ base: 'full', sm: size }}
      placement="center"
      role={role}
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="16">
              <Dialog.Title fontSize="xl">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="lg" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A dialog holding one form: Cancel and the form's submit button in the footer (the button submits
 * the form by its id), and the form itself in the body, validated by the app rather than the browser.
 */
export function FormDialog({
  formId,
  formRef,
  onSubmit,
  submitButton,
  ...dialog
}: Omit<AppDialogProps, 'footer'> & {
  formId: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: () => void;
  submitButton: ReactNode;
}) {
  return (
    <AppDialog
      {...dialog}
      footer={
        <>
          <Button variant="outline" onClick={dialog.onClose} disabled={dialog.busy}>
            Cancel
          </Button>
          {submitButton}
        </>
      }
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {dialog.children}
      </form>
    </AppDialog>
  );
}

/** "Are you sure?" before something that cannot be undone (or that changes what calls are made). */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  busy,
  busyText = 'Deleting...',
  cancelLabel = 'Cancel',
  colorPalette = 'red',
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  /** A sentence, or the body itself. */
  message: ReactNode;
  confirmLabel: string;
  busy: boolean;
  busyText?: string;
  cancelLabel?: string;
  /** Red for what cannot be undone; undefined for the theme's usual button. */
  colorPalette?: 'red' | undefined;
}) {
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button colorPalette={colorPalette} onClick={onConfirm} loading={busy} loadingText={busyText}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
    </AppDialog>
  );
}
