/** The responsible-gaming badge shows the site's configured minimum age, never an age of its own. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { makeContext } from '../../tests/fixtures/widgets';
import RgNotice from './rg-notice';
import { withDefaultProps } from '../define-widget';
import { rgNoticeSchema } from './schema';

it('shows the minimum age of the registration settings', () => {
  const { rerender } = render(<RgNotice props={{ helpTag: 'responsible' }} data={undefined} loading={false} onAction={() => undefined} ctx={makeContext({ minimumAge: 18 })} />);
  expect(screen.getByTestId('rg-notice')).toHaveTextContent('18+');
  rerender(<RgNotice props={{ helpTag: 'responsible' }} data={undefined} loading={false} onAction={() => undefined} ctx={makeContext({ minimumAge: 25 })} />);
  expect(screen.getByTestId('rg-notice')).toHaveTextContent('25+');
});

it('has no age prop of its own for a layout to pin', () => {
  expect(Object.keys(rgNoticeSchema.properties)).not.toContain('minAge');
  expect(withDefaultProps('RgNotice', {})).not.toHaveProperty('minAge');
});
