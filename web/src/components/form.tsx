// Form fields for TanStack Form, drawn with Chakra's accessible Field parts. Every form validates
// with a valibot schema from shared/ (the same one the server uses), so the messages are the
// spec's. A field shows its message once it has been touched or the form has been submitted.
import {
  Button,
  Checkbox,
  Field,
  Input,
  NativeSelect,
  Switch,
  Textarea,
  type ButtonProps,
  type InputProps,
} from '@chakra-ui/react';
import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form';
import type { ReactNode } from 'react';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** The messages of a field's errors: schema issues carry `.message`; plain strings are kept. */
export function errorMessages(errors: readonly unknown[]): string[] {
  const messages = errors.map((error) =>
    typeof error === 'string' ? error : error && typeof error === 'object' && 'message' in error ? String(error.message) : '',
  );
  return [...new Set(messages.filter(Boolean))];
}

/** The first message to show for the field in context, or undefined while it should stay quiet. */
function useFieldError(): string | undefined {
  const field = useFieldContext<unknown>();
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0);
  const shown = field.state.meta.isTouched || submitted;
  return shown ? errorMessages(field.state.meta.errors)[0] : undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error: string | undefined;
  children: ReactNode;
}

function FieldFrame({ label, helperText, required, disabled, error, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

type TextFieldProps = {
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
} & Pick<InputProps, 'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'>;

export function TextField({ label, helperText, required, disabled, ...input }: TextFieldProps) {
  const field = useFieldContext<string | undefined>();
  const error = useFieldError();
  return (
    <FieldFrame label={label} helperText={helperText} required={required} disabled={disabled} error={error}>
      <Input
        name={field.name}
        value={field.state.value ?? ''}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
        {...input}
      />
    </FieldFrame>
  );
}

export function TextareaField({ label, helperText, required, rows = 5 }: { label: ReactNode; helperText?: ReactNode; required?: boolean; rows?: number }) {
  const field = useFieldContext<string | undefined>();
  const error = useFieldError();
  return (
    <FieldFrame label={label} helperText={helperText} required={required} error={error}>
      <Textarea
        name={field.name}
        rows={rows}
        value={field.state.value ?? ''}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
    </FieldFrame>
  );
}

/** A whole number; an empty box holds undefined so the schema can say what is missing. */
export function NumberField({ label, helperText, required, min, max }: { label: ReactNode; helperText?: ReactNode; required?: boolean; min?: number; max?: number }) {
  const field = useFieldContext<number | undefined>();
  const error = useFieldError();
  return (
    <FieldFrame label={label} helperText={helperText} required={required} error={error}>
      <Input
        type="number"
        inputMode="numeric"
        name={field.name}
        min={min}
        max={max}
        step={1}
        value={field.state.value === undefined || Number.isNaN(field.state.value) ? '' : String(field.state.value)}
        onChange={(event) => field.handleChange(event.target.value === '' ? undefined : Number(event.target.value))}
        onBlur={field.handleBlur}
      />
    </FieldFrame>
  );
}

export interface SelectOption<TValue extends string | number> {
  value: TValue;
  label: string;
}

/** A native select: the most dependable picker on phones and with screen readers. */
export function SelectField<TValue extends string | number>({
  label,
  helperText,
  required,
  options,
  placeholder,
}: {
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  options: readonly SelectOption<TValue>[];
  placeholder?: string;
}) {
  const field = useFieldContext<TValue | undefined>();
  const error = useFieldError();
  const isNumeric = typeof options[0]?.value === 'number';
  return (
    <FieldFrame label={label} helperText={helperText} required={required} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          value={field.state.value === undefined ? '' : String(field.state.value)}
          onChange={(event) => {
            const raw = event.target.value;
            field.handleChange((isNumeric && raw !== '' ? Number(raw) : raw) as TValue);
          }}
          onBlur={field.handleBlur}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

export function CheckboxField({ label }: { label: ReactNode }) {
  const field = useFieldContext<boolean>();
  const error = useFieldError();
  return (
    <Field.Root invalid={error !== undefined}>
      <Checkbox.Root
        checked={field.state.value}
        onCheckedChange={(details) => field.handleChange(details.checked === true)}
        name={field.name}
        alignItems="flex-start"
        minH="11"
        invalid={error !== undefined}
      >
        <Checkbox.HiddenInput onBlur={field.handleBlur} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label textStyle="md" fontWeight="normal">
          {label}
        </Checkbox.Label>
      </Checkbox.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function SwitchField({ label, helperText }: { label: ReactNode; helperText?: ReactNode }) {
  const field = useFieldContext<boolean>();
  return (
    <Field.Root>
      <Switch.Root
        checked={field.state.value}
        onCheckedChange={(details) => field.handleChange(details.checked)}
        name={field.name}
        minH="11"
        gap="3"
      >
        <Switch.HiddenInput onBlur={field.handleBlur} />
        <Switch.Control />
        <Switch.Label textStyle="md" fontWeight="normal">
          {label}
        </Switch.Label>
      </Switch.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

/** Disabled, with its busy text, while the form is being sent. */
export function SubmitButton({ children, busyText, ...props }: { children: ReactNode; busyText: string } & ButtonProps) {
  const form = useFormContext();
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" loading={isSubmitting} loadingText={busyText} {...props}>
      {children}
    </Button>
  );
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, NumberField, SelectField, CheckboxField, SwitchField },
  formComponents: { SubmitButton },
});

/** Moves focus to the first field that shows an error, so a keyboard user lands on it. */
export function focusFirstError(container: HTMLElement | null): void {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input');
  invalid?.focus();
}
