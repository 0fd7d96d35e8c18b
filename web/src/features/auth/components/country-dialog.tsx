import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Dialog } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Flag } from '@web/components/ui/flag';
import { useApiClient } from '@web/lib/api-client';
import { Button } from '@web/components/ui/button';
import { updateCountryMutationOptions } from '../api/update-country';
import { authMessages as m } from '../lib/messages';
import { isCountryCode } from '../lib/form-schemas';
import { FormError } from './form-error';
import { CountryOptions } from '@web/components/ui/country-options';

interface CountryDialogProps {
  /** Called after the country is saved. */
  readonly onSaved: () => void | Promise<void>;
  readonly onCancel: () => void;
}

/**
 * "Complete Your Profile" (docs/requirements/accounts.md §3): a modal that asks an account without a country for one,
 * because leaderboards rank by country. Continue stays disabled until a country is chosen.
 */
export function CountryDialog({ onSaved, onCancel }: CountryDialogProps) {
  const api = useApiClient();
  const save = useMutation(updateCountryMutationOptions(api));
  const [country, setCountry] = useState('');
  const selectId = useId();

  return (
    // Escape is Cancel (not while saving); a click beside the dialog is not a choice.
    <Dialog title="Complete Your Profile" onClose={save.isPending ? undefined : onCancel} closeOnOutsideClick={false} className="auth-dialog">
      <p className="auth-card__lead">
        Tell us which country you code from: it places you on your country&apos;s leaderboard and in its weekly challenge ranking.
      </p>
      <Field id={selectId} label="Country" hint={country ? undefined : m.selectCountry} className="auth-field">
        {(control) => (
          <div className="country-picker">
            {country ? <Flag code={country} /> : null}
            <select {...control} value={country} onChange={(e) => setCountry(e.target.value)}>
              <option value="">Select your country</option>
              <CountryOptions />
            </select>
          </div>
        )}
      </Field>
      <FormError message={save.error ? save.error.message : null} />
      <div className="dialog__actions">
        <Button onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          variant="primary"
          busy={save.isPending}
          disabled={!isCountryCode(country)}
          onClick={() => {
            if (!isCountryCode(country)) return;
            save.mutate(country, { onSuccess: () => void onSaved() });
          }}
        >
          {save.isPending ? 'Saving...' : 'Continue'}
        </Button>
      </div>
    </Dialog>
  );
}
