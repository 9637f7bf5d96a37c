import type { RequiredContactField } from '../../../../domain/checkout/contact-requirements.js';
import { countries } from '../../../../domain/schemas/order.js';
import { checkoutDe } from '../../../i18n/checkout.js';
import { SelectField, TextField } from './form-field.js';

const text = checkoutDe.fields;
// The spec's order, which is also alphabetical in German.
const countryOrder = [...countries].sort((a, b) =>
  checkoutDe.countries[a].localeCompare(checkoutDe.countries[b], 'de'),
);

const names = {
  main: {
    street: 'street',
    floor: 'floor',
    stairway: 'stairway',
    door: 'door',
    zipCode: 'zipCode',
    city: 'city',
    country: 'country',
  },
  delivery: {
    street: 'deliveryStreet',
    floor: 'deliveryFloor',
    stairway: 'deliveryStairway',
    door: 'deliveryDoor',
    zipCode: 'deliveryZipCode',
    city: 'deliveryCity',
    country: 'deliveryCountry',
  },
} as const;

interface AddressFieldsProps {
  of: keyof typeof names;
  required: readonly RequiredContactField[];
}

/** Street, floor, stairway, door, zip code, city and country, for the guest's or the delivery address. */
export function AddressFields({ of, required }: AddressFieldsProps) {
  const name = names[of];
  const section = of === 'delivery' ? 'shipping' : 'billing';
  const isRequired = (field: string) => required.some((candidate) => candidate === field);
  return (
    <>
      <TextField
        name={name.street}
        label={text.street}
        isRequired={isRequired(name.street)}
        // street-address belongs to a multi-line field; one line of street and number is address-line1.
        autoComplete={`${section} address-line1`}
      />
      <div className="field-row field-row--narrow">
        <TextField name={name.floor} label={text.floor} />
        <TextField name={name.stairway} label={text.stairway} />
        <TextField name={name.door} label={text.door} />
      </div>
      <div className="field-row">
        <TextField
          name={name.zipCode}
          label={text.zipCode}
          isRequired={isRequired(name.zipCode)}
          autoComplete={`${section} postal-code`}
          inputMode="numeric"
        />
        <TextField
          name={name.city}
          label={text.city}
          isRequired={isRequired(name.city)}
          autoComplete={`${section} address-level2`}
        />
        <SelectField name={name.country} label={text.country} isRequired autoComplete={`${section} country`}>
          {countryOrder.map((country) => (
            <option key={country} value={country}>
              {checkoutDe.countries[country]}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}
