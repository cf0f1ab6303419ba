import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { SupportContacts } from './support-contacts';
import { messages } from './messages';

const support = {
  phone: '+380800301010',
  phoneLabel: '0 800 30 10 10',
  hours: 'щодня з 8:00 до 22:00',
  chatUrl: 'https://t.me/glo_ukraine',
};

describe('SupportContacts', () => {
  it('links the hotline, the e-mail and the chat of the brand', () => {
    render(<SupportContacts support={{ ...support, email: 'care@glo.com.ua' }} />);
    const contacts = screen.getByTestId('support-contacts');
    expect(within(contacts).getByRole('link', { name: /0 800 30 10 10/ })).toHaveAttribute('href', 'tel:+380800301010');
    expect(within(contacts).getByRole('link', { name: /care@glo\.com\.ua/ })).toHaveAttribute('href', 'mailto:care@glo.com.ua');
    expect(within(contacts).getByRole('link', { name: new RegExp(messages.support.chat) })).toHaveAttribute('href', support.chatUrl);
  });

  it('leaves the e-mail line out when the brand has no support address', () => {
    render(<SupportContacts support={support} />);
    const contacts = screen.getByTestId('support-contacts');
    expect(within(contacts).queryByText(messages.support.email)).toBeNull();
    expect(contacts.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(within(contacts).getAllByRole('link')).toHaveLength(2);
  });
});
