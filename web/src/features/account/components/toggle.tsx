import { useId } from 'react';

interface ToggleProps {
  readonly label: string;
  readonly description?: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** An on/off switch: a checkbox with the switch role, so it is announced as on or off. */
export function Toggle({ label, description, checked, disabled, onChange }: ToggleProps) {
  const id = useId();
  return (
    <div className="toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="toggle__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="toggle__label">
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className="field-hint">
          {description}
        </p>
      ) : null}
    </div>
  );
}
