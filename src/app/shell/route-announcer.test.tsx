import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './route-announcer';

describe('route announcer', () => {
  it('is silent on the first screen, then reads out each new screen and names the document after it', () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Link to="/login">to login</Link>
        <Link to="/notice">to notices</Link>
        <RouteAnnouncer />
      </MemoryRouter>,
    );
    const region = screen.getByTestId('route-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    expect(document.title).toBe('Home · Parlor');

    fireEvent.click(screen.getByText('to login'));
    expect(region).toHaveTextContent('Log in · Parlor');
    expect(document.title).toBe('Log in · Parlor');

    fireEvent.click(screen.getByText('to notices'));
    expect(region).toHaveTextContent('Notices · Parlor');
  });
});
