/** The footer's age badge shows the configured minimum age. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeContext } from '../../tests/fixtures/widgets';
import SiteFooter from './site-footer';

const props = { text: 'footer.marketing', showAgeNotice: true };

it('shows the minimum age the registration settings ask for', () => {
  render(<SiteFooter props={props} data={{ help: [], channels: [] }} loading={false} onAction={() => undefined} ctx={makeContext({ minimumAge: 18 })} />);
  expect(screen.getByTestId('age-badge')).toHaveTextContent('18+');
});
