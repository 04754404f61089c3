import type { MeResponse } from '@mijote/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorCodeOf, errorText, isOffline } from '@/lib/errors';
import { useTranslation } from '@/lib/translation';
import { useSignIn, useVerifySignInCode } from '../api/sign-in';
import { useSignUp } from '../api/sign-up';
import type { AuthSubmission } from './use-auth-form';

/**
 * Sends the /auth form and goes where the answer leads (spec 2 and 5): the account's next step,
 * the e-mail check, the questionnaire, or back to the invitation the user came from.
 */
export function useAuthSubmit(
  validateForSubmit: () => AuthSubmission | null,
  returnPath: string | null,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const verifyCode = useVerifySignInCode();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const isSubmitting = signIn.isPending || signUp.isPending || verifyCode.isPending;

  const goOn = (me: MeResponse) => {
    const isVerified = me.nextRoute !== '/auth/email-confirmation';
    void navigate(returnPath && isVerified ? returnPath : me.nextRoute, { replace: true });
  };

  /** The second factor of a two-factor sign-in (decision 035). */
  const submitCode = async (code: string) => {
    if (isSubmitting) return;
    setErrorMessage(null);
    try {
      goOn(await verifyCode.mutateAsync(code));
    } catch (error) {
      setErrorMessage(errorText(t, errorCodeOf(error)));
    }
  };

  const submit = async () => {
    if (isSubmitting) return;
    setErrorMessage(null);
    // Spec 5: submit is blocked while offline, and nothing is sent.
    if (isOffline()) {
      setErrorMessage(t('errors.OFFLINE'));
      return;
    }
    const submission = validateForSubmit();
    if (!submission) return;
    try {
      if (submission.mode === 'signIn') {
        const result = await signIn.mutateAsync(submission.data);
        if (result.needsCode) setNeedsCode(true);
        else goOn(result.me);
      } else {
        const { needsEmailVerification } = await signUp.mutateAsync({
          ...submission.data,
          returnPath,
        });
        // An invited person joins first; the questionnaire comes after, in the household. The
        // invitation is kept across the e-mail check (in the page's address and the link's).
        const confirmation = returnPath
          ? `/auth/email-confirmation?next=${encodeURIComponent(returnPath)}`
          : '/auth/email-confirmation';
        void navigate(needsEmailVerification ? confirmation : (returnPath ?? '/questionnaire'), {
          replace: true,
        });
      }
    } catch (error) {
      setErrorMessage(errorText(t, errorCodeOf(error)));
    }
  };

  /** Forgets the last attempt and its error (spec 2: switching mode clears them). */
  const reset = () => {
    setErrorMessage(null);
    setNeedsCode(false);
    signIn.reset();
    signUp.reset();
    verifyCode.reset();
  };

  return { submit, submitCode, needsCode, isSubmitting, errorMessage, reset };
}
