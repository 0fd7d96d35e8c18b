import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('labels its control, and describes it by its hint', () => {
    render(
      <Field label="Email" hint="Your receipt is sent here.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Your receipt is sent here.');
    expect(input).not.toBeInvalid();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its message under the control, marks the control invalid and describes it by hint and message', () => {
    render(
      <Field label="CVV" hint="Three digits." error="Enter the 3 digits on the back.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'CVV' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Three digits. Enter the 3 digits on the back.');
    // A form's messages are not announced one by one as they appear: the failed submit focuses the field.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a message a button press shows, when asked', () => {
    render(
      <Field label="Coupon code" error="Invalid coupon code." announceError>
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid coupon code.');
  });

  it('uses the id and the label id it is given, so another control can point at them', () => {
    render(
      <Field id="country" labelId="country-label" label="Country" className="auth-field">
        {(control) => <select {...control} />}
      </Field>,
    );
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('id', 'country');
    expect(document.getElementById('country-label')).toHaveTextContent('Country');
    expect(document.querySelector('.field.auth-field')).not.toBeNull();
  });
});
