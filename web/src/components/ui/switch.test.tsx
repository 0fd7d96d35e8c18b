import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Controlled({ disabled = false, onChange = vi.fn() }: { disabled?: boolean; onChange?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      label="Show online status"
      description="Friends see when you are online."
      checked={on}
      disabled={disabled}
      onChange={(next) => {
        onChange(next);
        setOn(next);
      }}
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label and described by its description, off then on by a click, and back by Space', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Show online status' });
    expect(control).toHaveAccessibleDescription('Friends see when you are online.');
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('turns on also by its label, and not at all while disabled', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    const { unmount } = render(<Controlled onChange={onChange} />);
    await user.click(screen.getByText('Show online status'));
    expect(screen.getByRole('switch')).toBeChecked();
    unmount();
    onChange.mockClear();
    render(<Controlled disabled onChange={onChange} />);
    await user.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
