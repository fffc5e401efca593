import { Mail, MessageSquareText, Send, Type, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SecurityCheck } from '@/components/security-check/security-check';
import { Button, TextField } from '@/components/ui';
import { useAuth } from '@/lib/auth';
import { useSubmitFeedback } from '../api/forms';
import { AsideNote, FormError, FormPage, Sent, TextAreaField } from '../components/form-page';
import { loadFeedbackForm, MAX_LENGTH, type FeedbackValues } from '../lib/rules';
import { usePublicForm } from '../lib/use-public-form';

const FIELDS = ['title', 'description', 'name', 'email'] as const;

/**
 * /forms/feedback: title, description, name and email (decision 005), then a confirmation. A signed-in person
 * finds their name and email filled in (still editable).
 */
export function FeedbackPage() {
  const { t } = useTranslation('forms');
  const { user } = useAuth();
  const submit = useSubmitFeedback();
  const { form, message, errorText, securityCheck, formError, setFormError, sent, setSent, onSubmit } = usePublicForm<FeedbackValues>({
    schema: loadFeedbackForm,
    defaults: { title: '', description: '', name: '', email: '' },
    fields: FIELDS,
    send: (values, token) => submit.mutateAsync({ ...values, turnstile_token: token }),
  });
  // The account may arrive after the page; fill only what the person has not typed (again after a send).
  const name = user?.name || user?.username || '';
  const email = user?.email ?? '';
  useEffect(() => {
    if (name && !form.getValues('name')) form.setValue('name', name);
    if (email && !form.getValues('email')) form.setValue('email', email);
  }, [form, name, email, sent]);

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
