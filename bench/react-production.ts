/**
 * Imported first by benches that render pages: React picks its build from NODE_ENV when first loaded, and an
 * unset NODE_ENV means its development build, which renders several times slower than what players get.
 */
process.env.NODE_ENV ??= 'production';
