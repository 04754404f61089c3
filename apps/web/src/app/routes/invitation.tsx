import { useParams } from 'react-router';
import { InvitationScreen } from '@/features/household/components/invitation-page';
import { usePageTitle } from '@/lib/page-title';
import { useMe } from '@/lib/session';
import { useTranslation } from '@/lib/translation';
import { StepLayout } from './step-layout';

/** /invitation/:token: the link a member shared, signed in or not. */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('invitation.pageTitle'));
  const { token = '' } = useParams();
  const me = useMe();
  return (
    <StepLayout canSignOut={me.data != null}>
      <InvitationScreen token={token} />
    </StepLayout>
  );
}
