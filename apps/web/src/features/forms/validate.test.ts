import { describe, expect, it } from 'vitest';
import {
  validateInternshipRequest,
  validateNewsRequest,
  validateSolutionRequest,
  validateSubscription,
  validateVacancyRequest,
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

describe('validateVacancyRequest', () => {
  const application = {
    vacancyCode: 'inzhener-po-svetotehnicheskim-raschetam',
    name: 'Анна Петрова',
    phone: '+7 912 345-67-89',
    email: 'anna@example.org',
    city: '',
    comment: '',
    consent: true,
  };

  it('accepts an application with or without a CV in one of the résumé types', () => {
    expect(validateVacancyRequest(application, null, 'ru')).toEqual({});
    for (const name of ['cv.pdf', 'cv.DOC', 'cv.docx', 'cv.rtf', 'cv.odt'])
      expect(validateVacancyRequest(application, new File(['x'], name), 'ru')).toEqual({});
  });

  it('refuses a CV of a project file type, an empty one or one over 10 MB, at the file field', () => {
    expect(validateVacancyRequest(application, new File(['x'], 'cv.xlsx'), 'ru')).toEqual({
      file: 'Этот тип файла не принимается',
    });
    expect(validateVacancyRequest(application, new File([], 'cv.pdf'), 'en')).toEqual({
      file: 'This file type is not accepted',
    });
    expect(
      Object.keys(
        validateVacancyRequest(application, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'cv.pdf'), 'ru'),
      ),
    ).toEqual(['file']);
  });

  it('names the wrong fields, and a city or letter that is too long', () => {
    const messages = validateVacancyRequest(
      { ...application, name: 'А', email: 'anna@', city: 'x'.repeat(101), comment: 'x'.repeat(2001), consent: false },
      null,
      'en',
    );
    expect(Object.keys(messages)).toEqual(['name', 'email', 'city', 'comment', 'consent']);
    expect(messages.email).toBe('Enter an e-mail like name@example.com');
    expect(messages.consent).toBe('Please agree to the processing of personal data');
  });
});

describe('validateInternshipRequest', () => {
  const application = {
    name: 'Илья Смирнов',
    phone: '+7 912 345-67-89',
    email: 'ilya@example.org',
    direction: 'optics',
    educationLevel: 'master',
    format: 'hybrid',
    city: 'ryazan',
    university: '',
    comment: '',
    consent: true,
  };

  it('accepts a complete application and wants each of the four choices', () => {
    expect(validateInternshipRequest(application, new File(['x'], 'cv.odt'), 'ru')).toEqual({});
    const messages = validateInternshipRequest(
      { ...application, direction: '', educationLevel: '', format: '', city: '' },
      null,
      'ru',
    );
    expect(Object.keys(messages)).toEqual(['direction', 'educationLevel', 'format', 'city']);
    expect(messages.city).toBe('Заполните это поле');
  });
});
