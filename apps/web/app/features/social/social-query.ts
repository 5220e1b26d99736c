/** Query parameter of /login and /sign-up that starts a social login: `?social=<provider id>`. */
export const socialQuery = 'social';
