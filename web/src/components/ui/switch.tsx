import { useId } from 'react';
import { Switch as RadixSwitch } from 'radix-ui';
import './switch.css';

export interface SwitchProps {
  readonly label: string;
  /** A line under the label that says what the switch changes, read with it. */
  readonly description?: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
}

/** An on/off setting (Radix Switch: a button with the switch role, announced as on or off; Space toggles it). */
export function Switch({ label, description, checked, disabled, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch">
      <RadixSwitch.Root
        id={id}
        className="switch__control"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onCheckedChange={onChange}
      >
        <RadixSwitch.Thumb className="switch__thumb" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="switch__label">
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className="switch__description">
          {description}
        </p>
      ) : null}
    </div>
  );
}
