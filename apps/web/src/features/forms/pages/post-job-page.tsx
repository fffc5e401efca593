import { zodResolver } from '@hookform/resolvers/zod';
import { BriefcaseBusiness, Link2, Phone, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SecurityCheck, useSecurityCheck } from '@/components/security-check/security-check';
import { Button, TextField } from '@/components/ui';
import { useLanguage } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site';
import { translateError } from '@/lib/translate-error';
import { useSubmitPostJob } from '../api/forms';
import { AsideNote, FormError, FormPage, Sent, TextAreaField } from '../components/form-page';
import { useServerErrors } from '../lib/server-errors';
import { MAX_LENGTH, messageCode, postJobForm, type PostJobValues } from '../lib/rules';

const FIELDS = ['jobUrl', 'notes', 'contact'] as const;

/** /forms/postjob: a job's link, optional notes, and an email or phone to reach the sender (decision 005). */
export function PostJobPage() {
  const { t } = useTranslation('forms');
  const { language } = useLanguage();
  const errorText = (code: unknown) => translateError(code, language);
  const securityCheck = useSecurityCheck(useSiteInfo().data?.auth.turnstileSiteKey ?? null);
  const form = useForm<PostJobValues>({
    resolver: zodResolver(postJobForm, undefined, { raw: true }),
    defaultValues: { jobUrl: '', notes: '', contact: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const submit = useSubmitPostJob();
  const placeServerErrors = useServerErrors(form, FIELDS);

  const message = (field: (typeof FIELDS)[number]) => {
    const error = errors[field];
    if (error?.type === 'server') return error.message; // the server's own words, in the page's language
    const code = messageCode(error?.message);
    return code ? errorText(code) : undefined;
  };

  async function send(values: PostJobValues) {
    if (securityCheck.missing) {
      setFormError('SECURITY_CHECK_REQUIRED');
      return;
    }
    try {
      await submit.mutateAsync({ ...values, notes: values.notes?.trim() ? values.notes : undefined, turnstile_token: securityCheck.token });
      setSent(true);
      form.reset();
    } catch (error) {
      securityCheck.reset();
      if (!placeServerErrors(error)) setFormError(error);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    return form.handleSubmit(send)(event);
  }

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
