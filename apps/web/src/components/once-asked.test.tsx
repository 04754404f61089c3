import '@/test/cleanup';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnceAsked } from './once-asked';

const drawn = vi.fn();

function Offered({ asked }: { asked: boolean }) {
  drawn(asked);
  return <p>{asked ? 'ouvert' : 'fermé'}</p>;
}

describe('OnceAsked', () => {
  it('draws nothing until first asked for, then keeps its children drawn', () => {
    drawn.mockClear();
    const page = (asked: boolean) => (
      <OnceAsked asked={asked}>
        <Offered asked={asked} />
      </OnceAsked>
    );
    const { container, rerender } = render(page(false));
    rerender(page(false));
    expect(drawn).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');

    rerender(page(true));
    expect(container.textContent).toBe('ouvert');
    rerender(page(false));
    expect(container.textContent).toBe('fermé');
    expect(drawn).toHaveBeenLastCalledWith(false);
  });
});
