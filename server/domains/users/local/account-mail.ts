/** The accounts' mails: short plain text, each with the one link it is about. */
export const accountMail = {
  verify: (url: string) => ({
    subject: 'Confirm your email for KOKO',
    text: `Welcome to KOKO!\n\nOpen this link to confirm your email and finish making your account (it works for 7 days):\n\n${url}\n\nIf you did not sign up, ignore this mail: nothing happens without the link.\n`,
  }),
  reset: (url: string) => ({
    subject: 'Reset your KOKO password',
    text: `Someone (we hope you) asked to reset the password of your KOKO account.\n\nOpen this link to choose a new one (it works for 1 hour, once):\n\n${url}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
  }),
  invite: (url: string) => ({
    subject: 'You are invited to KOKO',
    text: `You are invited to make an account on KOKO.\n\nOpen this link to sign up (it works for 7 days, once):\n\n${url}\n`,
  }),
  signUpTried: (forgotUrl: string) => ({
    subject: 'Someone tried to sign up to KOKO with your email',
    text: `Someone tried to make a KOKO account with this email, which already has one. Nothing changed.\n\nIf it was you and you forgot your password, you can reset it here:\n\n${forgotUrl}\n\nIf it was not you, ignore this mail.\n`,
  }),
};
