import type { MailMessage } from './mailer';

// French mails. Each has a plain-text part and a simple HTML part that reads well in any client
// (inline styles only: mail clients ignore style sheets).

type Recipient = { email: string; firstName: string };

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function layout(
  title: string,
  paragraphs: string[],
  button: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#fdf8f3;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2b2118">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#c2410c">Mijote</p>
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(button.url)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button.label)}</a></p>
<p style="margin:0;font-size:13px;color:#6b5b4d">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><span style="word-break:break-all">${escapeHtml(button.url)}</span></p>
</div>
<p style="text-align:center;font-size:12px;color:#6b5b4d">Mijote — votre assistant culinaire · Valais, Suisse</p>
</body></html>`;
}

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  button: { label: string; url: string },
): MailMessage {
  const text = `${paragraphs.join('\n\n')}\n\n${button.label} : ${button.url}\n\n— L’équipe Mijote`;
  return { to, subject, text, html: layout(subject, paragraphs, button), link: button.url };
}

export function verificationMail(user: Recipient, url: string): MailMessage {
  return message(
    user.email,
    'Confirmez votre adresse email',
    [
      `Bonjour ${user.firstName},`,
      'Bienvenue sur Mijote ! Pour confirmer votre adresse email, cliquez sur le bouton ci-dessous.',
      'Si vous n’avez pas créé de compte, ignorez simplement ce message.',
    ],
    { label: 'Confirmer mon adresse', url },
  );
}

export function changeEmailMail(user: Recipient, newEmail: string, url: string): MailMessage {
  return message(
    newEmail,
    'Confirmez votre nouvelle adresse email',
    [
      `Bonjour ${user.firstName},`,
      `Vous avez demandé à utiliser ${newEmail} pour votre compte Mijote. Confirmez ce changement en cliquant sur le bouton ci-dessous.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre adresse actuelle reste inchangée.',
    ],
    { label: 'Confirmer la nouvelle adresse', url },
  );
}

export function resetPasswordMail(user: Recipient, url: string): MailMessage {
  return message(
    user.email,
    'Réinitialisez votre mot de passe',
    [
      `Bonjour ${user.firstName},`,
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Mijote. Ce lien est valable une heure.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    ],
    { label: 'Choisir un nouveau mot de passe', url },
  );
}

export function invitationMail(
  to: string,
  invitation: { inviterFirstName: string; householdName: string; validDays: number },
  url: string,
): MailMessage {
  return message(
    to,
    `${invitation.inviterFirstName} vous invite à rejoindre son foyer sur Mijote`,
    [
      'Bonjour,',
      `${invitation.inviterFirstName} vous invite à rejoindre « ${invitation.householdName} » sur Mijote : vous partagerez le planning des repas, la liste de courses et le frigo, et l’abonnement du foyer.`,
      `Ce lien ne sert qu’une fois et reste valable ${invitation.validDays} jours.`,
      'Si vous ne connaissez pas cette personne, ignorez simplement ce message.',
    ],
    { label: 'Rejoindre le foyer', url },
  );
}
