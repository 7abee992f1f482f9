// Status, assignee and notes of one enquiry, saved together (PATCH) with visible feedback.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { TextAreaField } from '../../components/text-field.tsx';
import { notifyError, notifySuccess } from '../../components/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { AdminApiError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';
import styles from './enquiry-detail.module.css';
import { ENQUIRY_STATUSES } from '@refit/contract/admin/enquiry-words';
import type { AssignableUser, EnquiryRecord, EnquiryStatus } from '@refit/contract/admin';

export interface EnquiryEditorProps {
  enquiry: EnquiryRecord;
  assignable: AssignableUser[];
  onSaved: () => void;
}

export function EnquiryEditor({ enquiry, assignable, onSaved }: EnquiryEditorProps) {
  const t = useAdminText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminApiError | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const assignee = String(data.get('assigneeId') ?? '');
    setBusy(true);
    setFailure(null);
    try {
      await callAdmin('updateEnquiry', {
        params: { id: enquiry.id },
        body: {
          status: String(data.get('status')) as EnquiryStatus,
          assigneeId: assignee ? Number(assignee) : null,
          notes: String(data.get('notes') ?? ''),
        },
      });
      notifySuccess(t.enquiry.saved);
      onSaved();
    } catch (error) {
      if (error instanceof AdminApiError) setFailure(error);
      notifyError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

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
    <form className={styles.panel} onSubmit={(event) => void onSubmit(event)} key={enquiry.updatedAt}>
      <h2 className={styles.panelTitle}>{t.enquiry.handling}</h2>
      <SelectField
        label={t.enquiry.status}
        name="status"
        defaultValue={enquiry.status}
        options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: t.enquiries.status[status] }))}
        error={failure?.issueFor('status')}
      />
      <SelectField
        label={t.enquiry.assignee}
        name="assigneeId"
        defaultValue={enquiry.assigneeId === null ? '' : String(enquiry.assigneeId)}
        options={assigneeOptions}
        error={failure?.issueFor('assigneeId')}
      />
      <TextAreaField
        label={t.enquiry.notes}
        hint={t.enquiry.notesHint}
        name="notes"
        defaultValue={enquiry.notes}
        maxLength={2000}
        error={failure?.issueFor('notes')}
      />
      <div>
        <Button type="submit" tone="primary" disabled={busy}>
          {busy ? t.common.saving : t.enquiry.save}
        </Button>
      </div>
    </form>
  );
}
