import { PRODUCT_TIME_ZONE } from '@mijote/contracts';
import type { SubscriptionSnapshot } from '../../providers/payments/payment-provider';

const longDate = new Intl.DateTimeFormat('fr-CH', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PRODUCT_TIME_ZONE,
});

/** The notification inserted when a subscription first opens the dashboard (spec section 7). */
export function activationNotification(
  snapshot: Pick<SubscriptionSnapshot, 'status' | 'trialEnd'>,
) {
  const message =
    snapshot.status === 'trialing' && snapshot.trialEnd
      ? `Bienvenue dans Mijote ! Votre essai gratuit est activé jusqu’au ${longDate.format(snapshot.trialEnd)} : profitez dès maintenant de toutes les fonctionnalités.`
      : 'Bienvenue dans Mijote ! Votre abonnement est actif : toutes les fonctionnalités vous sont ouvertes.';
  return { title: 'Abonnement activé', message };
}
