// The one way an admin form works: react-hook-form holds the values and the checks made before
// sending (the inputs' own constraints still apply), `submitWith` runs the call, and a failure is
// shown where it belongs, decided here for every form: a 400's field messages beside their fields
// in the admin's language (`field-issues.ts`, `issue-text.ts`), anything else as one message for
// the whole form (`formError`). A form may word a failure itself through `explain`: beside one
// field (instead of the whole form's message) or as the whole form's message.
import type { BaseSyntheticEvent } from 'react';
import { get, useForm } from 'react-hook-form';
import type {
  FieldValues,
  Path,
  RegisterOptions,
  UseFormProps,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { errorText } from './error-text.ts';
import { fieldIssues } from './field-issues.ts';
import { useAdminLanguage, useAdminText } from './i18n.ts';
import { issueText } from './issue-text.ts';

/** How a form words a failure of its own: beside a field, or for the whole form. */
export type Explained<T extends FieldValues> = { field: Path<T>; message: string } | { message: string };

export interface AdminForm<T extends FieldValues> extends UseFormReturn<T> {
  /** A submit handler: runs `action` with the values; a failure is shown, never thrown. */
  submitWith: (
    action: (values: T) => Promise<void>,
    explain?: (error: unknown) => Explained<T> | undefined,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** The message beside a field, if any. */
  fieldError: (name: Path<T>) => string | undefined;
  /** What a labelled field spreads to be bound to `name`: its registration and its message. */
  field: <N extends Path<T>>(
    name: N,
    options?: RegisterOptions<T, N>,
  ) => UseFormRegisterReturn<N> & { error: string | undefined };
  /** The message for the whole form, if any. */
  formError: string | undefined;
  /** True while the call runs. */
  busy: boolean;
}

const FORM_ERROR = 'root.server';

export function useAdminForm<T extends FieldValues>(options?: UseFormProps<T>): AdminForm<T> {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const form = useForm<T>(options);
  const { errors, isSubmitting } = form.formState;

  function showFailure(error: unknown, explain?: (error: unknown) => Explained<T> | undefined): void {
    let focus = true;
    const show = (path: string, message: string) => {
      // Paths come from the server's schema of this very body, so they name this form's fields.
      form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: focus });
      focus = false;
    };
    const explained = explain?.(error);
    const field = explained && 'field' in explained ? explained.field : undefined;
    if (field !== undefined) show(field, explained?.message ?? '');
    for (const [path, message] of fieldIssues(error)) {
      if (path !== field) show(path, issueText(message, lang));
    }
    if (field === undefined) {
      form.setError(FORM_ERROR as Path<T>, {
        type: 'server',
        message: explained?.message ?? errorText(error, t),
      });
    }
  }

  const fieldError = (name: Path<T>) => (get(errors, name) as { message?: string } | undefined)?.message;

  return {
    ...form,
    submitWith: (action, explain) =>
      form.handleSubmit(async (values) => {
        try {
          await action(values);
        } catch (error) {
          showFailure(error, explain);
        }
      }),
    fieldError,
    field: (name, options) => ({ ...form.register(name, options), error: fieldError(name) }),
    formError: errors.root?.server?.message,
    busy: isSubmitting,
  };
}
