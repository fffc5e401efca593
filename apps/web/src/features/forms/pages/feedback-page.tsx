import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, MessageSquareText, Send, Type, UserRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SecurityCheck, useSecurityCheck } from '@/components/security-check/security-check';
import { Button, TextField } from '@/components/ui';
import { useLanguage } from '@/lib/i18n';
import { useSiteInfo } from '@/lib/site';
import { translateError } from '@/lib/translate-error';
import { useSubmitFeedback } from '../api/forms';
import { AsideNote, FormError, FormPage, Sent, TextAreaField } from '../components/form-page';
import { useServerErrors } from '../lib/server-errors';
import { feedbackForm, MAX_LENGTH, messageCode, type FeedbackValues } from '../lib/rules';

const FIELDS = ['title', 'description', 'name', 'email'] as const;

/** /forms/feedback: title, description, name and email (decision 005), then a confirmation. */
export function FeedbackPage() {
  const { t } = useTranslation('forms');
  const { language } = useLanguage();
  const errorText = (code: unknown) => translateError(code, language);
  const securityCheck = useSecurityCheck(useSiteInfo().data?.auth.turnstileSiteKey ?? null);
  const form = useForm<FeedbackValues>({
    resolver: zodResolver(feedbackForm, undefined, { raw: true }),
    defaultValues: { title: '', description: '', name: '', email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const [formError, setFormError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const submit = useSubmitFeedback();
  const placeServerErrors = useServerErrors(form, FIELDS);

  const message = (field: (typeof FIELDS)[number]) => {
    const error = errors[field];
    if (error?.type === 'server') return error.message; // the server's own words, in the page's language
    const code = messageCode(error?.message);
    return code ? errorText(code) : undefined;
  };

  async function send(values: FeedbackValues) {
    if (securityCheck.missing) {
      setFormError('SECURITY_CHECK_REQUIRED');
      return;
    }
    try {
      await submit.mutateAsync({ ...values, turnstile_token: securityCheck.token });
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

  if (sent)
    return <Sent testId="feedback-sent" title={t('feedback.sentTitle')} text={t('feedback.sentText')} again={() => setSent(false)} />;

  return (
    <FormPage
      testId="feedback-page"
      icon={<MessageSquareText className="size-6" aria-hidden="true" />}
      title={t('feedback.title')}
      intro={t('feedback.intro')}
      aside={
        <>
          <AsideNote title={t('feedback.asideTitle')}>{t('feedback.asideText')}</AsideNote>
          <AsideNote title={t('privacyTitle')}>{t('feedback.privacyText')}</AsideNote>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={t('feedback.title')}>
        <TextField
          {...form.register('title')}
          label={t('feedback.fields.title')}
          placeholder={t('feedback.placeholders.title')}
          maxLength={MAX_LENGTH.title}
          error={message('title')}
          icon={<Type className="size-5" aria-hidden="true" />}
        />
        <TextAreaField
          {...form.register('description')}
          label={t('feedback.fields.description')}
          placeholder={t('feedback.placeholders.description')}
          maxLength={MAX_LENGTH.description}
          error={message('description')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...form.register('name')}
            label={t('feedback.fields.name')}
            autoComplete="name"
            maxLength={MAX_LENGTH.name}
            error={message('name')}
            icon={<UserRound className="size-5" aria-hidden="true" />}
          />
          <TextField
            {...form.register('email')}
            type="email"
            label={t('feedback.fields.email')}
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={MAX_LENGTH.email}
            error={message('email')}
            icon={<Mail className="size-5" aria-hidden="true" />}
          />
        </div>
        <SecurityCheck check={securityCheck} setFormError={setFormError} />
        {formError !== null && <FormError testId="feedback-error">{errorText(formError)}</FormError>}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          loading={form.formState.isSubmitting}
          data-testid="feedback-submit"
          icon={<Send className="size-5" aria-hidden="true" />}
        >
          {t('feedback.submit')}
        </Button>
      </form>
    </FormPage>
  );
}
