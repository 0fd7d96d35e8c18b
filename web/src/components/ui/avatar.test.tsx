import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

const initialsOf = (name: string) => render(<Avatar name={name} />).container.querySelector('.avatar__initials')?.textContent;

describe('Avatar initials', () => {
  it('takes letters only, never markup or punctuation from the name', () => {
    expect(initialsOf('Zoë <b>')).toBe('Z');
    expect(initialsOf('<i>ada</i> lovelace')).toBe('AL');
    expect(initialsOf('(Max) "Mustermann"')).toBe('MM');
    expect(initialsOf('Émile 3 Zola!')).toBe('ÉZ');
  });

  it('uses the first and last words, and a question mark when the name has no letter', () => {
    expect(initialsOf('Grace Brewster Murray Hopper')).toBe('GH');
    expect(initialsOf('  cher  ')).toBe('C');
    expect(initialsOf('<> 42 !!')).toBe('?');
  });
});
