import { describe, expect, it } from 'vitest';
import {
  cardNumberSchema,
  checkoutFormMessages as m,
  checkoutFormSchema,
  couponFromInput,
  type CheckoutFormFields,
  emptyCheckoutFields,
  expiryDateSchema,
  luhnValid,
  orderRequest,
  pakistaniMobileSchema,
  postalCodeSchema,
} from '@contract/checkout-form';
import { createOrderSchema, findCoupon, paymentMessages } from '@contract/payments';

const today = new Date(2026, 10, 15); // 15 November 2026
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const card: CheckoutFormFields = {
  ...emptyCheckoutFields('sam@example.com'),
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '08/29',
  cvv: '123',
  cardName: 'Sam Student',
  postalCode: '54000',
};

/** The message each field gets, by path. */
function fieldMessages(fields: CheckoutFormFields): Record<string, string> {
  const result = checkoutFormSchema(today).safeParse(fields);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('card number', () => {
  it('passes the Luhn check of real test numbers and fails a changed digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true); // American Express, 15 digits
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
  });

  it.each([
    ['', m.enterCardNumber],
    ['   ', m.enterCardNumber],
    ['4242 4242 4242 424x', m.cardNumberDigits],
    ['42424242424', m.cardNumberLength],
    ['42424242424242424242', m.cardNumberLength],
    ['4242 4242 4242 4241', m.cardNumberInvalid],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(cardNumberSchema.safeParse(value))).toBe(message);
  });

  it('reads the spaces and dashes people type as nothing', () => {
    expect(cardNumberSchema.parse('4242-4242 4242-4242')).toBe('4242424242424242');
  });
});

describe('expiry date (MM/YY)', () => {
  it.each([
    ['', m.enterExpiry],
    ['0829', m.expiryFormat],
    ['8/29', m.expiryFormat],
    ['08/2029', m.expiryFormat],
    ['13/29', m.expiryMonth],
    ['00/29', m.expiryMonth],
    ['10/26', m.expired],
    ['12/25', m.expired],
    ['01/47', m.expiryTooFar],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(expiryDateSchema(today).safeParse(value))).toBe(message);
  });

  it('accepts the current month (valid through its last day) and spaces around the slash', () => {
    expect(expiryDateSchema(today).parse('11/26')).toEqual({ month: 11, year: 2026 });
    expect(expiryDateSchema(today).parse(' 01 / 27 ')).toEqual({ month: 1, year: 2027 });
    expect(expiryDateSchema(today).parse('12/46')).toEqual({ month: 12, year: 2046 });
  });
});

describe('postal code by country', () => {
  it.each([
    ['Pakistan', '54000', true],
    ['Pakistan', '5400', false],
    ['India', '110001', true],
    ['India', '11000', false],
    ['Bangladesh', '1207', true],
    ['Bangladesh', '12070', false],
    ['Other', 'SW1A 1AA', true],
    ['Other', '10115', true],
    ['Other', 'x', false],
  ] as const)('%s %j valid: %s', (country, value, valid) => {
    const result = postalCodeSchema(country).safeParse(value);
    expect(result.success).toBe(valid);
    if (!valid) expect(firstMessage(result)).toBe(m.postalCode[country]);
  });
});

describe('Pakistani mobile number (JazzCash, Easypaisa)', () => {
  it('reads the local and the international forms as 03XXXXXXXXX', () => {
    expect(pakistaniMobileSchema.parse('0300 1234567')).toBe('03001234567');
    expect(pakistaniMobileSchema.parse('+92 300 1234567')).toBe('03001234567');
    expect(pakistaniMobileSchema.parse('92-300-1234567')).toBe('03001234567');
  });

  it.each([
    ['', m.enterMobile],
    ['0300123456', m.mobileFormat],
    ['030012345678', m.mobileFormat],
    ['04001234567', m.mobileFormat],
    ['+44 7700 900123', m.mobileFormat],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(pakistaniMobileSchema.safeParse(value))).toBe(message);
  });
});

describe('the checkout form', () => {
  it('accepts a valid card payment and keeps its details for the browser only', () => {
    expect(checkoutFormSchema(today).parse(card)).toEqual({
      method: 'card',
      email: 'sam@example.com',
      card: { number: '4242424242424242', expiry: { month: 8, year: 2029 }, cvv: '123', name: 'Sam Student' },
      country: 'Pakistan',
      postalCode: '54000',
    });
  });

  it('gives every wrong card field its own message, and asks nothing of the mobile field', () => {
    expect(fieldMessages(emptyCheckoutFields())).toEqual({
      email: m.enterEmail,
      cardNumber: m.enterCardNumber,
      expiryDate: m.enterExpiry,
      cvv: m.enterCvv,
      cardName: m.enterCardName,
      postalCode: m.enterPostalCode,
    });
    expect(fieldMessages({ ...card, email: 'sam@', cvv: '12', cardName: 'S4m', expiryDate: '10/26', postalCode: '123456' })).toEqual({
      email: m.validEmail,
      cvv: m.cvvFormat,
      cardName: m.cardNameCharacters,
      expiryDate: m.expired,
      postalCode: m.postalCode.Pakistan,
    });
    expect(fieldMessages({ ...card, country: 'India', postalCode: '110001', cvv: '1234', cardName: "Zoë O'Neil-Smith" })).toEqual({});
  });

  it('checks only the e-mail and the mobile number for JazzCash and Easypaisa', () => {
    expect(fieldMessages({ ...emptyCheckoutFields('sam@example.com'), method: 'jazzcash' })).toEqual({ mobileNumber: m.enterMobile });
    expect(fieldMessages({ ...emptyCheckoutFields('sam@example.com'), method: 'easypaisa', mobileNumber: '12345' })).toEqual({ mobileNumber: m.mobileFormat });
    expect(
      checkoutFormSchema(today).parse({
        ...emptyCheckoutFields('sam@example.com'),
        method: 'easypaisa',
        mobileNumber: '+92 345 1234567',
        cardNumber: 'ignored',
      }),
    ).toEqual({
      method: 'easypaisa',
      email: 'sam@example.com',
      mobileNumber: '03451234567',
    });
  });

  it('refuses a country outside the list', () => {
    expect(fieldMessages({ ...card, country: 'Narnia' as never })).toEqual({ country: m.selectCountry });
  });
});

describe('the order request', () => {
  it('sends the plan, billing, coupon, method and last four digits, never the card number, expiry or CVV', () => {
    const payment = checkoutFormSchema(today).parse(card);
    const body = orderRequest(payment, { plan: 'pro', billing: 'yearly', coupon: findCoupon('welcome20') });
    expect(body).toEqual({ plan: 'pro', billing: 'yearly', coupon: 'WELCOME20', method: 'card', last4: '4242' });
    expect(createOrderSchema.parse(body)).toEqual(body);
    const text = JSON.stringify(body);
    for (const secret of ['4242424242424242', '4242 4242', '08/29', '"123"', 'Sam Student', '54000']) expect(text).not.toContain(secret);
  });

  it('takes the mobile number’s last four digits for a wallet, and leaves the coupon out when there is none', () => {
    const payment = checkoutFormSchema(today).parse({ ...emptyCheckoutFields('sam@example.com'), method: 'jazzcash', mobileNumber: '03001234567' });
    expect(orderRequest(payment, { plan: 'premium', billing: 'monthly' })).toEqual({ plan: 'premium', billing: 'monthly', method: 'jazzcash', last4: '4567' });
  });
});

describe('the coupon box (docs/requirements/plans.md §5)', () => {
  it('asks for a code, refuses an unknown one, and finds a known one in any letter case', () => {
    expect(couponFromInput('')).toEqual({ ok: false, message: paymentMessages.enterCoupon });
    expect(couponFromInput('   ')).toEqual({ ok: false, message: paymentMessages.enterCoupon });
    expect(couponFromInput('NOPE')).toEqual({ ok: false, message: paymentMessages.invalidCoupon });
    expect(couponFromInput(' welcome20 ')).toEqual({ ok: true, coupon: { code: 'WELCOME20', discount: 20, type: 'percentage' } });
    expect(couponFromInput('First100')).toEqual({ ok: true, coupon: { code: 'FIRST100', discount: 100, type: 'fixed' } });
  });
});
