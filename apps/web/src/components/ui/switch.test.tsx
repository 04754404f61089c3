import '@/test/cleanup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';

function Harness() {
  const [isOn, setIsOn] = useState(true);
  return <Switch label="Par recette" isOn={isOn} onChange={setIsOn} />;
}

describe('Switch', () => {
  it('is a labelled switch that the mouse and the keyboard flip', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const toggle = screen.getByRole('switch', { name: 'Par recette' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
