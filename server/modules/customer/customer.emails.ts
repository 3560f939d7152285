import { inertName } from '../../core/email-text.js';
import { brandedMail, type MailBrand } from '../../core/mail-layout.js';

export interface SignInMail {
  link: string;
  code: string;
  /** How long the link works: a sign-in link minutes, an invitation days. */
  minutes: number;
  /** Set for an invitation sent by a builder: their name, and the note they wrote. */
  invitedBy?: string;
  welcomeNote?: string;
  /** The portal's sign-in page, where an expired invitation's customer asks for a new link. */
  signInUrl?: string;
}

/** "15 minutes", "1 hour", "7 days". */
export function lifetime(minutes: number): string {
  const [n, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * The sign-in email (a link for this device, a code to type on the one that asked), or the
 * invitation a builder sent (it lasts days, and nobody invited is told "if you did not ask for this").
 */
export function signInEmail(brand: MailBrand, mail: SignInMail) {
  // Names people typed never arrive as links (core/email-text.ts).
  const portal = inertName(brand.name);
  if (mail.invitedBy) {
    const by = inertName(mail.invitedBy);
    return brandedMail(brand, `${by} invited you to ${portal}`, {
      preheader: `Your invitation to ${portal} works for ${lifetime(mail.minutes)}.`,
      heading: `You are invited to ${portal}`,
      paragraphs: [`${by} invited you to ${portal}. Accept the invitation to sign in; you need no password.`],
      quote: mail.welcomeNote ? { label: `${by} wrote:`, text: mail.welcomeNote } : undefined,
      button: { label: 'Accept the invitation', url: mail.link },
      code: { label: 'Or enter this code on the sign-in page:', value: mail.code },
      notes: [
        `The invitation works once, for ${lifetime(mail.minutes)}.`,
        `If it has expired, go to ${mail.signInUrl ?? `${portal}’s sign-in page`} and enter your email: we will send you a new link.`,
      ],
    });
  }
  return brandedMail(brand, `Your sign-in link for ${portal}`, {
    preheader: `Your link to sign in to ${portal}. It works for ${lifetime(mail.minutes)}.`,
    heading: `Sign in to ${portal}`,
    paragraphs: [`Here is your link to sign in to ${portal}.`],
    button: { label: `Sign in to ${portal}`, url: mail.link },
    code: { label: 'Or type this code where you asked to sign in:', value: mail.code },
    notes: [`The link and the code work once, for ${lifetime(mail.minutes)}. If you did not ask for them, you can ignore this email.`],
  });
}
