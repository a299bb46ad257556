import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { arriving } from './arriving';

describe('arriving', () => {
  it('renders what arrived after any urgent update queued with it (a transition), then shows it', () => {
    const drawn: string[] = [];
    const setters: { data?: (v: number) => void; urgent?: (v: number) => void } = {};
    function Screen() {
      const [data, setData] = useState(0);
      const [urgent, setUrgent] = useState(0);
      setters.data = setData;
      setters.urgent = setUrgent;
      drawn.push(`${data}/${urgent}`);
      return <p>{data}</p>;
    }
    const { container } = render(<Screen />);
    act(() => {
      arriving(setters.data!)(1);
      setters.urgent!(1);
    });
    // The urgent update was drawn on its own first: the data's render was left for later, in slices.
    expect(drawn).toContain('0/1');
    expect(drawn.at(-1)).toBe('1/1');
    expect(container).toHaveTextContent('1');
  });
});
