import { BriefcaseBusiness, Link2, Phone, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SecurityCheck } from '@/components/security-check/security-check';
import { Button, TextField } from '@/components/ui';
import { useSubmitPostJob } from '../api/forms';
import { AsideNote, FormError, FormPage, Sent, TextAreaField } from '../components/form-page';
import { loadPostJobForm, MAX_LENGTH, type PostJobValues } from '../lib/rules';
import { usePublicForm } from '../lib/use-public-form';

const FIELDS = ['jobUrl', 'notes', 'contact'] as const;

/** /forms/postjob: a job's link, optional notes, and an email or phone to reach the sender (decision 005). */
export function PostJobPage() {
  const { t } = useTranslation('forms');
  const submit = useSubmitPostJob();
  const { form, message, errorText, securityCheck, formError, setFormError, sent, setSent, onSubmit } = usePublicForm<PostJobValues>({
    schema: loadPostJobForm,
    defaults: { jobUrl: '', notes: '', contact: '' },
    fields: FIELDS,
    send: (values, token) =>
      submit.mutateAsync({ ...values, notes: values.notes?.trim() ? values.notes : undefined, turnstile_token: token }),
  });

  if (sent) return <Sent testId="postjob-sent" title={t('postJob.sentTitle')} text={t('postJob.sentText')} again={() => setSent(false)} />;

  return (
    <FormPage
      testId="postjob-page"
      icon={<BriefcaseBusiness className="size-6" aria-hidden="true" />}
      title={t('postJob.title')}
      intro={t('postJob.intro')}
      aside={
        <>
          <AsideNote title={t('postJob.asideTitle')}>{t('postJob.asideText')}</AsideNote>
          <AsideNote title={t('postJob.sponsorTitle')}>{t('postJob.sponsorText')}</AsideNote>
          <AsideNote title={t('privacyTitle')}>{t('postJob.privacyText')}</AsideNote>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('postJob.title')}>
        <TextField
          {...form.register('jobUrl')}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          label={t('postJob.fields.jobUrl')}
          placeholder="https://"
          maxLength={MAX_LENGTH.jobUrl}
          error={message('jobUrl')}
          icon={<Link2 className="size-5" aria-hidden="true" />}
        />
        <TextField
          {...form.register('contact')}
          label={t('postJob.fields.contact')}
          placeholder={t('postJob.placeholders.contact')}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={MAX_LENGTH.contact}
          error={message('contact')}
          icon={<Phone className="size-5" aria-hidden="true" />}
        />
        <TextAreaField
          {...form.register('notes')}
          label={t('postJob.fields.notes')}
          hint={t('postJob.notesHint')}
          placeholder={t('postJob.placeholders.notes')}
          maxLength={MAX_LENGTH.notes}
          rows={5}
          error={message('notes')}
        />
        <SecurityCheck check={securityCheck} setFormError={setFormError} />
        {formError !== null && <FormError testId="postjob-error">{errorText(formError)}</FormError>}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          loading={form.formState.isSubmitting}
          data-testid="postjob-submit"
          icon={<Send className="size-5" aria-hidden="true" />}
        >
          {t('postJob.submit')}
        </Button>
      </form>
    </FormPage>
  );
}
