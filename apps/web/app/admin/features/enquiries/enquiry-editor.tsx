// Status, assignee and notes of one enquiry, saved together (PATCH) with visible feedback.
import { SelectField } from '../../components/form/select-field.tsx';
import { TextAreaField } from '../../components/form/text-field.tsx';
import { FormError } from '../../components/form/form-error.tsx';
import { SubmitButton } from '../../components/button.tsx';
import { notifySuccess } from '../../components/overlay/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import styles from './enquiry-detail.module.css';
import { ENQUIRY_NOTES_MAX, ENQUIRY_STATUSES } from '@refit/contract/admin/enquiry-words';
import type { AssignableUser, EnquiryRecord, EnquiryStatus } from '@refit/contract/admin';

export interface EnquiryEditorProps {
  enquiry: EnquiryRecord;
  assignable: AssignableUser[];
  onSaved: () => void;
}

interface HandlingValues {
  status: EnquiryStatus;
  assigneeId: string;
  notes: string;
}

export function EnquiryEditor({ enquiry, assignable, onSaved }: EnquiryEditorProps) {
  const t = useAdminText();
  // The form follows the record: a save or a reload shows what the server holds.
  const form = useAdminForm<HandlingValues>({
    values: {
      status: enquiry.status,
      assigneeId: enquiry.assigneeId === null ? '' : String(enquiry.assigneeId),
      notes: enquiry.notes,
    },
  });

  const onSubmit = form.submitWith(async ({ status, assigneeId, notes }) => {
    await callAdmin('updateEnquiry', {
      params: { id: enquiry.id },
      body: { status, assigneeId: assigneeId ? Number(assigneeId) : null, notes },
    });
    notifySuccess(t.enquiry.saved);
    onSaved();
  });

  const assigneeOptions = [
    { value: '', label: t.enquiries.unassigned },
    ...assignable.map((user) => ({ value: String(user.id), label: user.name || user.email })),
  ];
  // An assignee since disabled still shows as the current value.
  if (enquiry.assigneeId !== null && !assignable.some((user) => user.id === enquiry.assigneeId)) {
    assigneeOptions.push({
      value: String(enquiry.assigneeId),
      label: enquiry.assigneeName ?? `#${enquiry.assigneeId}`,
    });
  }

  return (
    <form className={styles.panel} onSubmit={(event) => void onSubmit(event)}>
      <h2 className={styles.panelTitle}>{t.enquiry.handling}</h2>
      <FormError message={form.formError} />
      <SelectField
        label={t.enquiry.status}
        options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: t.enquiries.status[status] }))}
        {...form.field('status')}
      />
      <SelectField label={t.enquiry.assignee} options={assigneeOptions} {...form.field('assigneeId')} />
      <TextAreaField
        label={t.enquiry.notes}
        hint={t.enquiry.notesHint}
        maxLength={ENQUIRY_NOTES_MAX}
        {...form.field('notes')}
      />
      <div>
        <SubmitButton busy={form.busy} busyLabel={t.common.saving}>
          {t.enquiry.save}
        </SubmitButton>
      </div>
    </form>
  );
}
