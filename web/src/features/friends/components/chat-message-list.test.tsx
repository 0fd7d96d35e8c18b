import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { chatMessage, ME } from '../test/friends-fixtures';
import { ChatMessageList } from './chat-message-list';

const hello = chatMessage('a', ME, 'Hello!', 1);
const seen = chatMessage(ME, 'a', 'Hi Ada', 2);
const unseen = chatMessage(ME, 'a', 'Are you there?', 5);
const inFlight = { clientId: 'c-1', toUserId: 'a', content: 'Still typing', createdAt: '2026-03-01T12:06:00.000Z' };

function renderList(over: Partial<Parameters<typeof ChatMessageList>[0]> = {}) {
  const props = {
    me: ME,
    friendName: 'Ada Lovelace',
    messages: [hello, seen, unseen],
    pending: [inFlight],
    // Ada has read up to minute 3: 'Hi Ada' (minute 2) is read, 'Are you there?' (minute 5) is not yet.
    friendReadAt: '2026-03-01T12:03:00.000Z',
    hasOlder: false,
    loadingOlder: false,
    onLoadOlder: vi.fn(),
    ...over,
  };
  render(<ChatMessageList {...props} />);
  return props;
}

const bubbles = () => screen.getAllByRole('listitem').filter((item) => item.classList.contains('chat-bubble'));

describe('ChatMessageList', () => {
  it('lists the messages oldest first, then those in flight, each saying who wrote it and, when own, Read, Sent or Sending...', () => {
    renderList();
    expect(bubbles().map((b) => b.textContent?.replace(/\d{1,2}:\d{2}(\s?[AP]M)?/i, ''))).toEqual([
      'Ada Lovelace: Hello!',
      'You: Hi AdaRead',
      'You: Are you there?Sent',
      'You: Still typingSending...',
    ]);
    expect(bubbles().map((b) => b.classList.contains('chat-bubble--own'))).toEqual([false, true, true, true]);
    expect(bubbles()[3]).toHaveAttribute('data-pending', 'true');
    expect(within(bubbles()[0]!).getByText('Ada Lovelace:', { exact: false })).toHaveClass('visually-hidden');
  });

  it("offers 'Load older messages' while older ones remain, and says they are loading while they are", async () => {
    const { onLoadOlder } = renderList({ hasOlder: true });
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalledOnce();
  });

  it('disables the button while a page is loading', () => {
    renderList({ hasOlder: true, loadingOlder: true });
    expect(screen.getByRole('button', { name: 'Loading older messages...' })).toBeDisabled();
  });

  it('has no button without older messages', () => {
    renderList({ hasOlder: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
