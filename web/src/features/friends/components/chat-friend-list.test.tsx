import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADA, ALAN } from '../test/chat-fixtures';
import { ChatFriendList } from './chat-friend-list';

describe('ChatFriendList', () => {
  it('names each friend’s button by the conversation it opens and its unread count, which the badge shows to the eye', () => {
    render(<ChatFriendList friends={[ADA, ALAN]} current={null} unread={{ total: 2, conversations: [{ userId: 'a', unread: 2 }] }} onSelect={vi.fn()} />);
    const ada = screen.getByRole('button', { name: 'Chat with Ada Lovelace, 2 unread' });
    expect(ada.querySelector('.chat-badge')).toHaveTextContent('2');
    const alan = screen.getByRole('button', { name: 'Chat with Alan Turing' });
    expect(alan.querySelector('.chat-badge')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('marks the open conversation as current, and opens the one clicked', async () => {
    const onSelect = vi.fn();
    render(<ChatFriendList friends={[ADA, ALAN]} current={ADA} unread={undefined} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Chat with Ada Lovelace' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Chat with Alan Turing' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Chat with Alan Turing' }));
    expect(onSelect).toHaveBeenCalledWith(ALAN);
  });
});
