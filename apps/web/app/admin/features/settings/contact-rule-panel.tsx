// Owners: which contact details the site's booking form requires (decision 0054), and whether it
// books a workshop visit (decision 0065). The public pages follow a save within a second; the
// server applies both to every enquiry.
import { CONTACT_RULES } from '@refit/contract/rules';
import type { ContactSettings } from '@refit/contract/admin';
import { FormError } from '../../components/form/form-error.tsx';
import { SubmitButton } from '../../components/button.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { SwitchField } from '../../components/form/switch-field.tsx';
import { notifySuccess } from '../../components/overlay/toast.tsx';
import { QueryFallback } from '../../components/query-fallback.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { useAdminText } from '../../lib/i18n.ts';
import { useAdminForm } from '../../lib/use-admin-form.ts';
import { useAdminQuery } from '../../lib/use-admin-query.ts';
import styles from './contact-rule-panel.module.css';

export function ContactRulePanel() {
  const t = useAdminText();
  const settings = useAdminQuery('contact-settings', (signal) => callAdmin('getContactSettings', { signal }));
  return (
    <section className={styles.panel} aria-labelledby="contact-rule-title">
      <h2 id="contact-rule-title" className={styles.title}>
        {t.account.contactTitle}
      </h2>
      {settings.data ? (
        <ContactRuleForm current={settings.data} onSaved={settings.reload} />
      ) : (
        <QueryFallback error={settings.error} onRetry={settings.reload} />
      )}
    </section>
  );
}

function ContactRuleForm({ current, onSaved }: { current: ContactSettings; onSaved: () => void }) {
  const t = useAdminText();
  // The form follows what the server holds: a save or a reload shows it.
  const form = useAdminForm<ContactSettings>({ values: current });
  const onSubmit = form.submitWith(async (values) => {
    await callAdmin('updateContactSettings', { body: values });
    notifySuccess(t.account.contactSaved);
    onSaved();
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} className={styles.form}>
      <FormError message={form.formError} />
      <SelectField
        label={t.account.contactRule}
        hint={t.account.contactRuleHint}
        options={CONTACT_RULES.map((rule) => ({ value: rule, label: t.account.contactRules[rule] }))}
        {...form.field('contactRule')}
      />
      <SwitchField
        label={t.account.workshopBooking}
        hint={t.account.workshopBookingHint}
        {...form.register('workshopBooking')}
      />
      <div>
        <SubmitButton busy={form.busy} busyLabel={t.common.saving}>
          {t.account.contactSave}
        </SubmitButton>
      </div>
    </form>
  );
}
