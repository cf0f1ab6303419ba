import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DeliveryTypeNotice } from './delivery-stories-support';
import { messages } from './messages';

describe('DeliveryTypeNotice', () => {
  it('announces the IPOST fallback as an alert and offline as a status', () => {
    render(<DeliveryTypeNotice kind="fallback" />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.ipostFallback);
  });
});
