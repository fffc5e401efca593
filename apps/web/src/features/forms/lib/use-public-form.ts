import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useSecurityCheck } from '@/components/security-check/security-check';
import { useLanguage } from '@/lib/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSiteInfo } from '@/lib/site';
import { translateError } from '@/lib/translate-error';
import { messageCode } from './rules';
import { useServerErrors } from './server-errors';

/**
 * What the public forms (post a job, feedback) share: the contracts' rules through react-hook-form, the bot
 * check when the site has one, the server's field refusals under their fields, and the "sent" state.
 * `send` gets the values and the bot check's token.
 */
export function usePublicForm<V extends FieldValues>(options: {
  /** The form's rules, loaded at its first check. */
  schema: () => Promise<z.ZodType<V, V>>;
  defaults: DefaultValues<V>;
  fields: readonly Path<V>[];
  send: (values: V, turnstileToken: string | null) => Promise<unknown>;
}) {
  const { language } = useLanguage();
  const errorText = (code: unknown) => translateError(code, language);
  const securityCheck = useSecurityCheck(useSiteInfo().data?.auth.turnstileSiteKey ?? null);
  const [resolver] = useState(() => lazyZodResolver(options.schema));
  const form = useForm<V>({
    resolver,
    defaultValues: options.defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const placeServerErrors = useServerErrors(form, options.fields);

  /** A field's message: the server's own words, or the rule's code in the page's language. */
  const message = (field: Path<V>): string | undefined => {
    const error = form.formState.errors[field];
    if (error?.type === 'server') return error.message as string | undefined;
    const code = messageCode(error?.message as string | undefined);
    return code ? errorText(code) : undefined;
  };

  async function submitValues(values: V) {
    if (securityCheck.missing) {
      setFormError('SECURITY_CHECK_REQUIRED');
      return;
    }
    try {
      await options.send(values, securityCheck.token);
      setSent(true);
      form.reset();
    } catch (error) {
      securityCheck.reset();
      if (!placeServerErrors(error)) setFormError(error);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    return form.handleSubmit(submitValues)(event);
  }

  return { form, message, errorText, securityCheck, formError, setFormError, sent, setSent, onSubmit };
}
