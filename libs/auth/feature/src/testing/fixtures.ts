// Answers of the reference backend for the auth screens' tests (the feature may not import the
// api client's own fixtures).

export const demoPhone = '380671112233';

export const demoSignIn = {
  error: false,
  token: 'test-token-0123456789abcdef',
  expired_at: '2030-01-01T00:00:00.000Z',
  customer: {
    shopify_id: 7001,
    gloId: 7001,
    ogoId: 9001,
    veloId: null,
    phone: demoPhone,
    first_name: 'Олена',
    last_name: 'Коваль',
    email: 'olena@example.com',
    tags: 'age_verified, pwa',
  },
};

export const otpInvalid = { message: 'Невірний код', errorType: 'otp_invalid', statusCode: 400, error: true };
