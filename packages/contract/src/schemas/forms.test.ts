import { describe, expect, it } from 'vitest';
import { fieldRules, SolutionRequestFields, SubscribeFields } from './forms.js';

describe('form field rules', () => {
  it.each(['+7 (999) 123-45-67', '8 800 555 35 35', '+49 30 1234567', '89991234567'])(
    'accepts the phone %s',
    (phone) => {
      expect(fieldRules.phone.safeParse(phone).success).toBe(true);
    },
  );

  it.each(['12345', 'phone', '+7 999 abc 45 67', '1'.repeat(16), '+7-999-123-45-67-89-01-23'])(
    'refuses the phone %s',
    (phone) => {
      expect(fieldRules.phone.safeParse(phone).success).toBe(false);
    },
  );

  it.each(['ivan@example.com', ' Anna.Smirnova+work@mail.example '])('accepts the e-mail %s', (email) => {
    expect(fieldRules.email.safeParse(email).success).toBe(true);
  });

  it.each(['ivan', 'ivan@', '@example.com', 'ivan@example', `${'a'.repeat(250)}@example.com`])(
    'refuses the e-mail %s',
    (email) => {
      expect(fieldRules.email.safeParse(email).success).toBe(false);
    },
  );

  it('treats empty optional fields as absent and requires consent', () => {
    const parsed = SolutionRequestFields.safeParse({
      name: 'Анна',
      phone: '+7 999 123 45 67',
      email: 'a@example.com',
      company: '',
      consent: 'true',
    });
    expect(parsed.success && parsed.data.company).toBeUndefined();
    expect(SubscribeFields.safeParse({ email: 'a@example.com' }).success).toBe(false);
  });
});
