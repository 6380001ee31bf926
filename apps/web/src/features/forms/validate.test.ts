import { describe, expect, it } from 'vitest';
import {
  validateNewsRequest,
  validateSolutionRequest,
  validateSubscription,
  type SolutionRequestValues,
} from './validate';

const valid: SolutionRequestValues = {
  name: 'Анна Петрова',
  phone: '+7 (912) 345-67-89',
  email: 'anna@example.org',
  company: '',
  city: '',
  comment: '',
  consent: true,
};

describe('validateSolutionRequest', () => {
  it('accepts a complete request without a file', () => {
    expect(validateSolutionRequest(valid, null, 'ru')).toEqual({});
  });

  it('names each wrong field with the contract message in the page language', () => {
    const messages = validateSolutionRequest(
      { ...valid, name: 'А', phone: '12345', email: 'anna@', consent: false },
      null,
      'en',
    );
    expect(messages).toEqual({
      name: 'Too short',
      phone: 'Enter a phone number of 10 to 15 digits',
      email: 'Enter an e-mail like name@example.com',
      consent: 'Please agree to the processing of personal data',
    });
  });

  it('asks for the required fields when they are empty', () => {
    expect(validateSolutionRequest({ ...valid, name: '  ', email: '' }, null, 'ru')).toMatchObject({
      name: 'Заполните это поле',
      email: 'Заполните это поле',
    });
  });

  it('checks the optional fields only for length', () => {
    expect(validateSolutionRequest({ ...valid, comment: 'x'.repeat(2001) }, null, 'ru')).toEqual({
      comment: 'Слишком длинно',
    });
  });

  it('refuses files of other types, empty files and files over 10 MB', () => {
    expect(validateSolutionRequest(valid, new File(['x'], 'plan.exe'), 'ru')).toEqual({
      file: 'Этот тип файла не принимается',
    });
    expect(validateSolutionRequest(valid, new File([], 'plan.pdf'), 'ru')).toEqual({
      file: 'Этот тип файла не принимается',
    });
    expect(validateSolutionRequest(valid, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'plan.pdf'), 'en')).toEqual({
      file: 'The file is larger than 10 MB',
    });
    expect(validateSolutionRequest(valid, new File(['%PDF'], 'Plan.PDF'), 'ru')).toEqual({});
  });
});

describe('validateNewsRequest', () => {
  const registration = {
    name: 'Анна Петрова',
    email: 'anna@example.org',
    phone: '',
    company: '',
    comment: '',
    consent: true,
  };

  it('accepts a registration with a name, an e-mail and consent, the phone left out', () => {
    expect(validateNewsRequest(registration, null, 'ru')).toEqual({});
  });

  it('names each wrong field in the page language, a phone only when one is given', () => {
    expect(validateNewsRequest({ ...registration, email: ' ', phone: '123', consent: false }, null, 'en')).toEqual({
      email: 'Please fill in this field',
      phone: 'Enter a phone number of 10 to 15 digits',
      consent: 'Please agree to the processing of personal data',
    });
  });
});

describe('validateSubscription', () => {
  it('wants an e-mail and consent', () => {
    expect(validateSubscription({ email: 'anna@example.org', consent: true }, null, 'ru')).toEqual({});
    expect(validateSubscription({ email: 'anna@', consent: false }, null, 'en')).toEqual({
      email: 'Enter an e-mail like name@example.com',
      consent: 'Please agree to the processing of personal data',
    });
  });
});
