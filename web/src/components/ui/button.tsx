import type { ComponentProps } from 'react';

/** The looks the stylesheets define: plain `.button`, `.button--primary` (global.css) and `.button--danger` (components.css). */
export type ButtonVariant = 'default' | 'primary' | 'danger';

const variantClass: Record<ButtonVariant, string> = {
  default: 'button',
  primary: 'button button--primary',
  danger: 'button button--danger',
};

export interface ButtonProps extends ComponentProps<'button'> {
  readonly variant?: ButtonVariant;
  /**
   * An action of this button is running (a save, a sign-in): it is disabled, so a second press cannot
   * send it twice, and marked aria-busy. Its text is the caller's: a page that says "Saving..." passes
   * that as children, since the words differ from page to page.
   */
  readonly busy?: boolean;
}

/**
 * The app's button. `type="button"` unless told otherwise: a bare <button> inside a form submits it,
 * which every hand-written button here had to opt out of; a form's submit passes type="submit".
 * Other props, `ref` among them (React 19 passes it as a prop), go to the <button>; `className` is
 * added after the variant's classes for layout hooks such as `nav__toggle`.
 */
export function Button({ variant = 'default', busy = false, type = 'button', className, disabled, ...props }: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={className ? `${variantClass[variant]} ${className}` : variantClass[variant]}
      disabled={disabled || busy}
      // Absent rather than "false" when idle: nothing to announce then.
      aria-busy={busy || undefined}
    />
  );
}
