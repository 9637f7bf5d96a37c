import { describe, expect, it } from 'vitest';
import { makeBranch, makeForm } from './checkout-fixtures.js';
import {
  contactErrors,
  contactRequirements,
  requiredContactFields,
  visibleContact,
} from './contact-requirements.js';
import { emailError } from './email.js';
import { checkoutMessages } from './messages.js';

const branch = makeBranch();
const empty = makeForm({ firstName: '', lastName: '', email: '' });

describe('contactRequirements', () => {
  it('follows the flags of the method', () => {
    expect(contactRequirements(branch, 'takeaway')).toMatchObject({
      showContact: true,
      isEmailRequired: true,
      isPhoneRequired: false,
      showAddress: false,
      showDeliveryArea: false,
    });
    expect(contactRequirements(branch, 'delivery')).toMatchObject({
      isEmailRequired: true,
      isPhoneRequired: true,
      showAddress: true,
      showDeliveryAddress: true,
      showDeliveryArea: true,
    });
  });

  it('hides the contact block at a chosen table unless e-mail or phone is required', () => {
    expect(contactRequirements(branch, 'dineIn')).toMatchObject({ showTable: true, showContact: false });
    const wantsPhone = makeBranch({
      requirements: { ...branch.requirements, dineIn: { email: false, phone: true, address: false } },
    });
    expect(contactRequirements(wantsPhone, 'dineIn')).toMatchObject({ showTable: true, showContact: true });
    const noTables = makeBranch({ isTableSelectionEnabled: false });
    expect(contactRequirements(noTables, 'dineIn')).toMatchObject({ showTable: false, showContact: true });
  });

  it('asks a company for its address', () => {
    expect(contactRequirements(branch, 'takeaway', true).showAddress).toBe(true);
  });
});

describe('contactErrors', () => {
  it('names every missing field with its own message', () => {
    expect(contactErrors(empty, branch, 'delivery')).toEqual([
      { field: 'firstName', message: checkoutMessages.firstName },
      { field: 'lastName', message: checkoutMessages.lastName },
      { field: 'street', message: checkoutMessages.street },
      { field: 'zipCode', message: checkoutMessages.zipCode },
      { field: 'city', message: checkoutMessages.city },
      { field: 'phone', message: checkoutMessages.phoneRequired },
      { field: 'email', message: checkoutMessages.emailRequired },
    ]);
  });

  it('demands the company name and the fields of a different delivery address', () => {
    const form = makeForm({
      isCompany: true,
      isDeliveryAddressDifferent: true,
      isDeliveryCompany: true,
      street: 'Marktstraße 1',
      zipCode: '6850',
      city: 'Dornbirn',
      phone: '+436641234567',
    });
    expect(requiredContactFields(form, branch, 'delivery')).toEqual([
      'companyName',
      'firstName',
      'lastName',
      'street',
      'zipCode',
      'city',
      'deliveryCompanyName',
      'deliveryFirstName',
      'deliveryLastName',
      'deliveryStreet',
      'deliveryZipCode',
      'deliveryCity',
    ]);
    expect(contactErrors(form, branch, 'delivery').map((error) => error.field)).toEqual([
      'companyName',
      'deliveryCompanyName',
      'deliveryFirstName',
      'deliveryLastName',
      'deliveryStreet',
      'deliveryZipCode',
      'deliveryCity',
    ]);
    // Takeaway has no delivery address, whatever the checkbox says.
    expect(requiredContactFields(form, branch, 'takeaway')).not.toContain('deliveryStreet');
  });

  it('checks a phone number and e-mail that are given though not required', () => {
    const form = makeForm({ phone: '0664 1234567', email: 'anna.huber(at)example.at' });
    expect(contactErrors(form, branch, 'takeaway')).toEqual([
      { field: 'phone', message: checkoutMessages.phoneFormat },
      { field: 'email', message: checkoutMessages.emailFormat },
    ]);
  });

  it('asks nothing of a guest at a chosen table', () => {
    expect(contactErrors(empty, branch, 'dineIn')).toEqual([]);
  });

  it('counts blanks as empty', () => {
    expect(contactErrors(makeForm({ firstName: '   ' }), branch, 'takeaway')).toEqual([
      { field: 'firstName', message: checkoutMessages.firstName },
    ]);
  });
});

describe('emailError', () => {
  it.each([
    ['anna@example.at', null],
    [' anna@example.at ', null],
    ['anna@example', checkoutMessages.emailFormat],
    ['anna huber@example.at', checkoutMessages.emailFormat],
    ['@example.at', checkoutMessages.emailFormat],
  ])('%s', (input, expected) => {
    expect(emailError(input, true)).toBe(expected);
  });
});

describe('visibleContact', () => {
  it('drops what a hidden block holds and normalises the phone', () => {
    const form = makeForm({
      phone: '0043 664 1234567',
      street: 'Altweg 3',
      isDeliveryAddressDifferent: true,
      deliveryStreet: 'Neuweg 4',
      companyName: 'Muster GmbH',
    });
    const kept = visibleContact(form, branch, 'takeaway');
    expect(kept).toMatchObject({
      phone: '+436641234567',
      street: '',
      isDeliveryAddressDifferent: false,
      deliveryStreet: '',
      companyName: '',
      firstName: 'Anna',
    });
    expect(visibleContact(form, branch, 'dineIn')).toMatchObject({ firstName: '', phone: '', email: '' });
    expect(visibleContact(form, branch, 'delivery')).toMatchObject({
      street: 'Altweg 3',
      deliveryStreet: 'Neuweg 4',
    });
  });
});
