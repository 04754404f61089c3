import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export { ERROR_CODES, type ErrorCode, isErrorCode } from './error-codes';

// One error code per thing that can go wrong, with the French text of the error catalogue
// (docs/product.md §8; « spec 8 » below). The server answers `{ code, message, requestId, issues? }`; the web shows
// `errors.<code>` from its locale file, which a test keeps identical to this table.

export const ERROR_MESSAGES = {
  // Authentication (spec 8)
  INVALID_CREDENTIALS: 'Email ou mot de passe incorrect',
  EMAIL_ALREADY_USED: 'Cette adresse email est déjà utilisée',
  PASSWORD_TOO_SHORT: 'Le mot de passe doit contenir au moins 6 caractères',
  SESSION_EXPIRED: 'Session expirée. Veuillez vous reconnecter.',
  SIGN_UP_FAILED: 'Erreur lors de la création du compte',
  SIGN_IN_FAILED: 'Identifiants incorrects',
  EMAIL_NOT_VERIFIED: 'Veuillez confirmer votre adresse email avant de vous connecter.',
  INVALID_TOKEN: 'Ce lien n’est plus valide. Veuillez en demander un nouveau.',
  UNAUTHENTICATED: 'Utilisateur non connecté',
  RATE_LIMITED: 'Trop de tentatives. Veuillez patienter un instant avant de réessayer.',
  // Too many wrong passwords for one address, from anywhere (OWASP ASVS 2.2.1).
  SIGN_IN_LOCKED:
    'Trop de tentatives de connexion pour cette adresse. Par sécurité, réessayez dans 15 minutes ou réinitialisez votre mot de passe.',
  // Deleting the account or changing its address: the password, or a sign-in within 5 min.
  CURRENT_PASSWORD_REQUIRED: 'Par sécurité, saisissez votre mot de passe actuel pour confirmer.',
  CURRENT_PASSWORD_WRONG: 'Ce mot de passe n’est pas le bon.',
  // Two-factor sign-in (decision 035).
  TWO_FACTOR_CODE_WRONG: 'Ce code n’est pas le bon. Vérifiez-le dans votre application.',
  TWO_FACTOR_LOCKED: 'Trop de codes erronés. Par sécurité, réessayez dans quelques minutes.',
  TWO_FACTOR_EXPIRED: 'Votre connexion a expiré. Saisissez à nouveau votre mot de passe.',
  // « Appareils connectés » (decision 035).
  DEVICE_IS_CURRENT: 'C’est l’appareil que vous utilisez : déconnectez-le avec « Se déconnecter ».',
  DEVICE_END_FAILED: 'Impossible de déconnecter cet appareil',
  // Password reset (spec 8)
  EMAIL_NOT_REGISTERED: 'Cette adresse email n’est pas inscrite',
  RESET_EMAIL_FAILED: 'Impossible d’envoyer l’email de réinitialisation',
  // Settings (spec 8)
  EMAIL_UNCHANGED: 'Cette adresse email est déjà associée à votre compte',
  EMAIL_UPDATE_FAILED: 'Impossible de mettre à jour l’email',
  // Onboarding (spec 8)
  PROFILE_NOT_FOUND: 'Profil utilisateur non trouvé',
  PREFERENCES_SAVE_FAILED: 'Une erreur est survenue lors de l’enregistrement',
  PREFERENCES_CHECK_FAILED: 'Une erreur est survenue lors de la vérification de vos préférences.',
  // Subscription and payment (spec 8)
  SUBSCRIPTION_REQUIRED: 'Un abonnement actif est nécessaire pour accéder à cette page.',
  NO_SUBSCRIPTION: 'Aucun abonnement trouvé',
  PORTAL_FAILED: 'Impossible d’accéder au portail de gestion',
  CHECKOUT_FAILED: 'Une erreur est survenue',
  PAYMENT_SESSION_EXPIRED: 'Session expirée',
  USER_NOT_FOUND: 'Utilisateur non trouvé',
  CARD_DECLINED: 'Votre carte a été refusée. Veuillez utiliser une autre carte.',
  INVALID_PROMO_CODE: 'Ce code promo n’est pas valide',
  WEBHOOK_INVALID: 'Signature du webhook invalide',
  // Planning (spec 8)
  MEALS_LOAD_FAILED: 'Impossible de charger les repas',
  MEAL_ADD_FAILED: 'Impossible d’ajouter le repas',
  MEALS_ADD_FAILED: 'Impossible d’ajouter ces repas au planning',
  // « Planifier la semaine »
  WEEK_PLAN_NO_RECIPE:
    'Impossible de proposer la semaine : aucun plat ne respecte les règles de votre foyer',
  WEEK_PLAN_RATE_LIMITED:
    'Vous avez demandé beaucoup de semaines en peu de temps. Patientez une minute avant d’en demander une nouvelle.',
  MEAL_DELETE_FAILED: 'Impossible de supprimer le repas',
  SERIES_STOP_FAILED: 'Impossible d’arrêter ce repas régulier',
  // Shopping (spec 8)
  SHOPPING_LOAD_FAILED: 'Impossible de charger la liste de courses',
  SHOPPING_UPDATE_FAILED: 'Impossible de mettre à jour l’article',
  SHOPPING_ADD_FAILED: 'Impossible d’ajouter l’article',
  SHOPPING_DELETE_FAILED: 'Impossible de supprimer l’article',
  SHOPPING_DELETE_CHECKED_FAILED: 'Impossible de supprimer les articles cochés',
  // Recipe suggestions (spec 8). The model's format failures are the reasons a
  // suggestion fell back to the catalogue; 'Impossible de générer une recette: …' is the final
  // failure, when no engine has a recipe to offer.
  PREFERENCES_NOT_SET: 'Préférences non définies',
  FRIDGE_FETCH_FAILED: 'Impossible de récupérer l’inventaire',
  FRIDGE_EMPTY: 'Aucun ingrédient disponible dans le frigo',
  RECIPE_REPLY_INVALID: 'Format de réponse invalide',
  RECIPE_TITLE_MISSING: 'Format de recette invalide: titre manquant',
  RECIPE_DESCRIPTION_MISSING: 'Format de recette invalide: description manquante',
  RECIPE_INGREDIENTS_MISSING: 'Format de recette invalide: ingrédients manquants',
  RECIPE_INSTRUCTIONS_MISSING: 'Format de recette invalide: instructions manquantes',
  RECIPE_NOT_COMPLIANT:
    'Impossible de générer une recette: la recette proposée ne respecte pas vos restrictions',
  RECIPE_UNVERIFIABLE:
    'Impossible de générer une recette: un ingrédient de la recette proposée n’a pas pu être vérifié',
  RECIPE_GENERATOR_UNAVAILABLE:
    'Impossible de générer une recette: le service de génération ne répond pas',
  RECIPE_GENERATION_FAILED: 'Impossible de générer une recette: Erreur inconnue',
  NO_COMPLIANT_RECIPE:
    'Impossible de générer une recette: aucune recette de ce type ne respecte vos préférences',
  NO_FRIDGE_RECIPE:
    'Impossible de générer une recette: aucune recette ne correspond au contenu de votre frigo',
  // Fridge mode holds a model's recipe to the catalogue's rule (docs/product.md « Suggestion
  // screen »): what expires first is used, at most two foods are missing.
  RECIPE_SKIPS_EXPIRING:
    'Impossible de générer une recette : la recette proposée laissait de côté ce qui expire le plus tôt dans votre frigo',
  RECIPE_MISSES_TOO_MUCH:
    'Impossible de générer une recette : la recette proposée demandait plus de deux ingrédients absents de votre frigo',
  SUGGESTIONS_RATE_LIMITED:
    'Vous avez demandé beaucoup de recettes en peu de temps. Patientez une minute avant d’en demander une nouvelle.',
  SHOPPING_ALREADY_ADDED: 'Ces articles sont déjà dans votre liste de courses',
  SHOPPING_RECIPE_ADD_FAILED: 'Impossible d’ajouter à la liste de courses',
  // The loop: « Ranger au frigo » and « J'ai cuisiné »
  SHOPPING_STORE_FAILED: 'Impossible de ranger les articles au frigo',
  SHOPPING_ITEMS_NOT_CHECKED:
    'Seuls les articles cochés peuvent être rangés au frigo. Actualisez la liste, puis réessayez.',
  MEAL_COOK_FAILED: 'Impossible de retirer les ingrédients du frigo',
  MEAL_ALREADY_COOKED: 'Ce repas est déjà marqué comme cuisiné.',
  MEAL_NOT_COOKED: 'Ce repas n’est pas marqué comme cuisiné : il n’y a rien à annuler.',
  MEAL_COOK_UNDO_FAILED: 'Impossible d’annuler. Veuillez réessayer.',
  MEAL_COOK_UNDO_TOO_LATE:
    'Il est trop tard pour annuler : corrigez les quantités directement dans le frigo.',
  // « À planifier »
  MEAL_SCHEDULE_FAILED: 'Impossible de choisir le jour de ce repas',
  MEAL_ALREADY_SCHEDULED: 'Ce repas a déjà un jour dans le planning.',
  MEAL_UNSCHEDULE_FAILED: 'Impossible de remettre ce repas à planifier',
  // Inventory (spec 8)
  FRIDGE_LOAD_FAILED: 'Erreur lors du chargement de l’inventaire',
  FRIDGE_ADD_FAILED: 'Impossible d’ajouter l’article',
  FRIDGE_UPDATE_FAILED: 'Impossible de modifier l’article',
  FRIDGE_DELETE_FAILED: 'Impossible de supprimer l’article',
  FRIDGE_GENERATION_FAILED: 'Erreur lors de la génération',
  // Favorites (spec 8; 'Impossible de gérer les favoris' is the suggestion screen's toggle)
  FAVORITES_LOAD_FAILED: 'Erreur lors du chargement des favoris',
  FAVORITE_DELETE_FAILED: 'Erreur lors de la suppression de la recette',
  FAVORITE_UPDATE_FAILED: 'Impossible de gérer les favoris',
  // Chat (spec 8)
  CHAT_LOAD_FAILED: 'Impossible de charger l’historique des messages',
  CHAT_SEND_FAILED: 'Une erreur est survenue',
  CHAT_RESET_FAILED: 'Impossible de réinitialiser la conversation',
  // One reply in flight per user, enforced by the server.
  CHAT_REPLY_PENDING:
    'L’assistant est encore en train de répondre. Attendez la fin de sa réponse avant d’envoyer un nouveau message.',
  CHAT_RATE_LIMITED:
    'Vous avez envoyé beaucoup de messages en peu de temps. Patientez une minute avant d’écrire à nouveau.',
  CHAT_REPLY_INTERRUPTED:
    'La réponse a été interrompue. Ce qui a été écrit est conservé ; vous pouvez reposer votre question.',
  CHAT_ACTION_FAILED:
    'Impossible d’effectuer cette action. Rien n’a été enregistré : veuillez réessayer.',
  // Settings (spec 8 writes 'Unable to load your profile' in English: the product speaks French)
  PROFILE_LOAD_FAILED: 'Impossible de charger votre profil',
  PROFILE_SAVE_FAILED: 'Une erreur est survenue lors de l’enregistrement',
  // Account rights (decision 025)
  EXPORT_FAILED: 'Impossible d’exporter vos données. Veuillez réessayer.',
  ACCOUNT_DELETE_FAILED:
    'Impossible de supprimer votre compte pour le moment. Rien n’a été supprimé : veuillez réessayer.',
  // Household members and invitations
  HOUSEHOLD_LOAD_FAILED: 'Impossible de charger votre foyer',
  INVITATION_CREATE_FAILED: 'Impossible de créer l’invitation. Veuillez réessayer.',
  INVITATION_UNKNOWN:
    'Cette invitation n’existe pas. Vérifiez le lien ou demandez-en un nouveau à la personne qui vous a invité.',
  INVITATION_EXPIRED:
    'Cette invitation a expiré. Demandez un nouveau lien à la personne qui vous a invité.',
  INVITATION_USED:
    'Cette invitation a déjà été utilisée. Demandez un nouveau lien à la personne qui vous a invité.',
  INVITATION_REVOKED:
    'Cette invitation a été annulée. Demandez un nouveau lien à la personne qui vous a invité.',
  INVITATION_RATE_LIMITED:
    'Vous avez créé beaucoup d’invitations en peu de temps. Patientez avant d’en créer une nouvelle.',
  ALREADY_MEMBER: 'Vous faites déjà partie de ce foyer.',
  HOUSEHOLD_NOT_ALONE:
    'Vous partagez déjà votre foyer avec d’autres membres. Quittez-le avant d’en rejoindre un autre.',
  HOUSEHOLD_ALONE: 'Vous êtes le seul membre de votre foyer : il n’y a rien à quitter.',
  NOT_HOUSEHOLD_OWNER: 'Seul le propriétaire du foyer peut retirer un membre.',
  CANNOT_REMOVE_SELF: 'Pour quitter le foyer, utilisez « Quitter le foyer ».',
  HOUSEHOLD_JOIN_FAILED:
    'Impossible de rejoindre le foyer. Rien n’a été modifié : veuillez réessayer.',
  HOUSEHOLD_LEAVE_FAILED:
    'Impossible de quitter le foyer. Rien n’a été modifié : veuillez réessayer.',
  MEMBER_REMOVE_FAILED:
    'Impossible de retirer ce membre. Rien n’a été modifié : veuillez réessayer.',
  // The calendar feed (decision 037)
  CALENDAR_FEED_LOAD_FAILED: 'Impossible de charger l’état du calendrier',
  CALENDAR_FEED_CHANGE_FAILED:
    'Impossible de modifier l’adresse du calendrier. Rien n’a été changé : veuillez réessayer.',
  CALENDAR_FEED_EXISTS:
    'Le calendrier est déjà activé par un membre du foyer. Utilisez « Changer l’adresse » pour en obtenir une nouvelle.',
  // Reading a link for the user (decision 038)
  LINK_INVALID: 'Ce lien n’est pas une adresse web valide (http ou https).',
  LINK_NOT_PUBLIC:
    'Ce lien mène à une adresse privée ou locale : seules les pages publiques d’internet peuvent être lues.',
  LINK_TOO_MANY_REDIRECTS:
    'Ce lien renvoie vers trop d’autres adresses. Ouvrez-le dans votre navigateur et copiez l’adresse de la page finale.',
  LINK_TOO_LARGE: 'Cette page est trop volumineuse pour être lue (plus de 2 Mo).',
  LINK_TOO_SLOW: 'Le site a mis trop de temps à répondre. Veuillez réessayer plus tard.',
  LINK_NOT_A_PAGE: 'Ce lien ne mène pas à une page web (une image, un PDF ou un autre fichier).',
  LINK_UNREACHABLE: 'Impossible d’ouvrir ce lien. Vérifiez l’adresse, puis réessayez.',
  // The household's own recipes
  OWN_RECIPES_LOAD_FAILED: 'Impossible de charger les recettes de la maison',
  OWN_RECIPE_SAVE_FAILED:
    'Impossible d’enregistrer la recette. Rien n’a été modifié : veuillez réessayer.',
  OWN_RECIPE_DELETE_FAILED: 'Impossible de supprimer la recette',
  OWN_RECIPE_BREAKS_RULES:
    'Cette recette ne respecte pas les règles du foyer. Adaptez-la, ou choisissez « Garder quand même ».',
  RECIPE_NOT_IN_PAGE:
    'Aucune recette n’a été trouvée sur cette page. Copiez le texte de la recette et collez-le à la place.',
  RECIPE_TEXT_WITHOUT_INGREDIENTS:
    'Aucun ingrédient n’a été trouvé dans ce texte. Ajoutez une partie « Ingrédients » avec un ingrédient par ligne.',
  RECIPE_IMPORT_LIMITED:
    'Trop de recettes importées d’un coup. Patientez une minute avant d’en importer une autre.',
  // Generic
  VALIDATION_FAILED: 'Certaines informations sont invalides. Veuillez vérifier le formulaire.',
  NOT_FOUND: 'Ressource introuvable',
  INTERNAL: 'Une erreur est survenue. Veuillez réessayer dans quelques instants.',
  // The database does not answer (restart, network cut): nothing was lost, try again.
  SERVICE_UNAVAILABLE:
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  // The request itself (what Fastify, Node or better-auth refuse before any route runs)
  ORIGIN_REFUSED:
    'L’adresse utilisée pour ouvrir Mijote n’est pas autorisée. Ouvrez l’application depuis son adresse habituelle.',
  FORBIDDEN: 'Cette action n’est pas autorisée.',
  BAD_REQUEST: 'La requête est invalide.',
  MALFORMED_URL: 'L’adresse demandée contient des caractères invalides.',
  URL_TOO_LONG: 'L’adresse demandée est trop longue.',
  MALFORMED_BODY: 'Les données envoyées sont illisibles.',
  INVALID_CHARACTER: 'Les données envoyées contiennent un caractère non autorisé.',
  BODY_TOO_LARGE: 'Les données envoyées sont trop volumineuses.',
  UNSUPPORTED_MEDIA_TYPE: 'Le format des données envoyées n’est pas pris en charge.',
  HEADERS_TOO_LARGE:
    'Les en-têtes de la requête sont trop volumineux. Effacez les cookies de ce site, puis réessayez.',
  REQUEST_TIMEOUT: 'La requête a pris trop de temps. Veuillez réessayer.',
  // Changes sent again by the offline queue (decision 036).
  IDEMPOTENCY_KEY_INVALID: 'La modification envoyée porte une clé invalide.',
  IDEMPOTENCY_KEY_REUSED:
    'Cette modification porte la clé d’une autre modification déjà enregistrée.',
  CHANGE_IN_PROGRESS:
    'Cette modification est déjà en cours d’enregistrement. Patientez un instant.',
  ITEM_ID_TAKEN: 'Cet article ne peut pas être ajouté sous cet identifiant.',
} as const satisfies Record<ErrorCode, string>;

/** The body of every error the API returns (the OpenAPI document lists it on each route). */
export const apiErrorBodySchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  requestId: z.string().optional(),
  /** Fields refused, each with the `validation.*` key of why (422 only). */
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
