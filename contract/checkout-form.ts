/**
 * The checkout's payment form (docs/requirements/plans.md §4) and its coupon box (§5): what the browser
 * checks before it creates an order. The card number, expiry date and CVV are checked here and
 * never sent anywhere: the provider's hosted page takes the payment (docs/decisions/D09), and the order
 * (`orderRequest`) carries only the plan, the billing period, the coupon, the method and the last
 * four digits for the receipt line.
 */
import { z } from 'zod';
import { type BillingPeriod, type Coupon, type CreateOrderInput, findCoupon, type PaidPlan, paymentMessages, paymentMethods } from './payments';

/** docs/requirements/plans.md §4: the billing countries the form offers, Pakistan first and by default. */
export const checkoutCountries = ['Pakistan', 'India', 'Bangladesh', 'Other'] as const;
export type CheckoutCountry = (typeof checkoutCountries)[number];

export const checkoutFormMessages = {
  enterEmail: 'Please enter your email address',
  validEmail: 'Please enter a valid email address',
  enterCardNumber: 'Please enter your card number',
  cardNumberDigits: 'A card number contains digits only',
  cardNumberLength: 'A card number has 12 to 19 digits',
  cardNumberInvalid: 'This card number is not valid. Please check the digits',
  enterExpiry: 'Please enter the expiry date',
  expiryFormat: 'Enter the expiry date as MM/YY, for example 08/29',
  expiryMonth: 'The expiry month must be between 01 and 12',
  expired: 'This card has expired',
  expiryTooFar: 'Please check the expiry date: it is more than 20 years away',
  enterCvv: 'Please enter the CVV',
  cvvFormat: 'The CVV is the 3 or 4 digits on the back of your card',
  enterCardName: 'Please enter the name on the card',
  cardNameTooLong: 'The name on the card can be at most 80 characters',
  cardNameCharacters: "The name on the card can contain only letters, spaces and . ' -",
  selectCountry: 'Please select your country',
  enterPostalCode: 'Please enter your postal code',
  postalCode: {
    Pakistan: 'A Pakistani postal code has 5 digits',
    India: 'An Indian PIN code has 6 digits',
    Bangladesh: 'A Bangladeshi postal code has 4 digits',
    Other: 'Enter a postal code of 3 to 10 letters or digits',
  } satisfies Record<CheckoutCountry, string>,
  enterMobile: 'Please enter your mobile number',
  mobileFormat: 'Enter a Pakistani mobile number as 03XXXXXXXXX (11 digits)',
} as const;
const m = checkoutFormMessages;

/** The Luhn checksum every payment card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4242 4242-4242 4242" → "4242424242424242": the spaces and dashes people type are not digits. */
export const cardNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, m.enterCardNumber)
      .regex(/^\d+$/, m.cardNumberDigits)
      .min(12, m.cardNumberLength)
      .max(19, m.cardNumberLength)
      .refine(luhnValid, m.cardNumberInvalid),
  );

/**
 * MM/YY, valid through the last day of that month: a card whose month has not ended yet still
 * works. `today` is when the form is checked.
 */
export function expiryDateSchema(today: Date = new Date()) {
  return z
    .string()
    .trim()
    .min(1, m.enterExpiry)
    .regex(/^\d{2}\s*\/\s*\d{2}$/, m.expiryFormat)
    .transform((value) => {
      const [month, year] = value.split('/').map((part) => Number(part.trim()));
      return { month: month!, year: 2000 + year! };
    })
    .refine(({ month }) => month >= 1 && month <= 12, m.expiryMonth)
    .refine(({ month, year }) => year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1, m.expired)
    .refine(({ year }) => year <= today.getFullYear() + 20, m.expiryTooFar);
}

export const cvvSchema = z
  .string()
  .trim()
  .min(1, m.enterCvv)
  .regex(/^\d{3,4}$/, m.cvvFormat);

export const cardNameSchema = z
  .string()
  .trim()
  .min(1, m.enterCardName)
  .max(80, m.cardNameTooLong)
  .regex(/^\p{L}[\p{L}\p{M} .'-]*$/u, m.cardNameCharacters);

const postalPatterns: Record<CheckoutCountry, RegExp> = {
  Pakistan: /^\d{5}$/,
  India: /^\d{6}$/,
  Bangladesh: /^\d{4}$/,
  Other: /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/,
};

export function postalCodeSchema(country: CheckoutCountry) {
  return z.string().trim().min(1, m.enterPostalCode).regex(postalPatterns[country], m.postalCode[country]);
}

/**
 * JazzCash and Easypaisa accounts are Pakistani mobile numbers: 03XXXXXXXXX, also accepted as
 * +92 3XX… or 92 3XX… and with spaces or dashes; read as the 11-digit local form.
 */
export const pakistaniMobileSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^(\+92|0092|92)(?=3)/, '0'))
  .pipe(
    z
      .string()
      .min(1, m.enterMobile)
      .regex(/^03\d{9}$/, m.mobileFormat),
  );

const emailSchema = z.string().trim().min(1, m.enterEmail).max(254, m.validEmail).pipe(z.email(m.validEmail));

/** The form's fields as the inputs hold them: every one a string, the unused ones ignored. */
const checkoutFieldsSchema = z.object({
  method: z.enum(paymentMethods),
  email: z.string(),
  cardNumber: z.string(),
  expiryDate: z.string(),
  cvv: z.string(),
  cardName: z.string(),
  country: z.enum(checkoutCountries, m.selectCountry),
  postalCode: z.string(),
  mobileNumber: z.string(),
});
export type CheckoutFormFields = z.input<typeof checkoutFieldsSchema>;

export const emptyCheckoutFields = (email = ''): CheckoutFormFields => ({
  method: 'card',
  email,
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  cardName: '',
  country: 'Pakistan',
  postalCode: '',
  mobileNumber: '',
});

/** What a valid form holds, by method. The card's details stay in the browser. */
export type CheckoutPayment =
  | {
      readonly method: 'card';
      readonly email: string;
      readonly card: {
        readonly number: string;
        readonly expiry: { readonly month: number; readonly year: number };
        readonly cvv: string;
        readonly name: string;
      };
      readonly country: CheckoutCountry;
      readonly postalCode: string;
    }
  | { readonly method: 'jazzcash' | 'easypaisa'; readonly email: string; readonly mobileNumber: string };

/**
 * The whole form: the fields of the chosen method are checked, each with its first failing rule
 * at its own path (so each field shows its own message); the other method's fields are ignored.
 */
export function checkoutFormSchema(today: Date = new Date()) {
  const expiry = expiryDateSchema(today);
  const fieldRules = (fields: CheckoutFormFields): [keyof CheckoutFormFields, z.ZodType][] =>
    fields.method === 'card'
      ? [
          ['email', emailSchema],
          ['cardNumber', cardNumberSchema],
          ['expiryDate', expiry],
          ['cvv', cvvSchema],
          ['cardName', cardNameSchema],
          ['postalCode', postalCodeSchema(fields.country)],
        ]
      : [
          ['email', emailSchema],
          ['mobileNumber', pakistaniMobileSchema],
        ];

  return checkoutFieldsSchema
    .superRefine((fields, ctx) => {
      for (const [name, rule] of fieldRules(fields)) {
        const result = rule.safeParse(fields[name]);
        if (!result.success) ctx.addIssue({ code: 'custom', path: [name], message: result.error.issues[0]!.message });
      }
    })
    .transform((fields): CheckoutPayment => {
      const email = emailSchema.parse(fields.email);
      if (fields.method !== 'card') return { method: fields.method, email, mobileNumber: pakistaniMobileSchema.parse(fields.mobileNumber) };
      return {
        method: 'card',
        email,
        card: {
          number: cardNumberSchema.parse(fields.cardNumber),
          expiry: expiry.parse(fields.expiryDate),
          cvv: cvvSchema.parse(fields.cvv),
          name: cardNameSchema.parse(fields.cardName),
        },
        country: fields.country,
        postalCode: postalCodeSchema(fields.country).parse(fields.postalCode),
      };
    });
}

/** The last four digits shown on the receipt: the card's, or the mobile account's. */
export function lastFour(payment: CheckoutPayment): string {
  return (payment.method === 'card' ? payment.card.number : payment.mobileNumber).slice(-4);
}

/**
 * The body of POST /checkout/orders, built from an explicit list of what may leave the browser:
 * never the card number, its expiry date or its CVV (the provider's hosted page collects those).
 */
export function orderRequest(payment: CheckoutPayment, order: { plan: PaidPlan; billing: BillingPeriod; coupon?: Coupon }): CreateOrderInput {
  return {
    plan: order.plan,
    billing: order.billing,
    ...(order.coupon ? { coupon: order.coupon.code } : {}),
    method: payment.method,
    last4: lastFour(payment),
  };
}

/** The coupon box (docs/requirements/plans.md §5): empty, unknown (codes are case-insensitive), or the coupon. */
export function couponFromInput(text: string): { ok: true; coupon: Coupon } | { ok: false; message: string } {
  if (!text.trim()) return { ok: false, message: paymentMessages.enterCoupon };
  const coupon = findCoupon(text);
  return coupon ? { ok: true, coupon } : { ok: false, message: paymentMessages.invalidCoupon };
}
